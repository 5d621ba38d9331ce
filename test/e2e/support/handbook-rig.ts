import { afterAll, beforeAll } from 'vitest';
import { launchExtension, type ExtensionSession } from '../../support/chromium';
import { startGitServer, type GitServer } from '../../support/git-server';

export interface HandbookRig {
  server: GitServer;
  session: ExtensionSession;
  /** Clone URL of the served handbook. */
  url: string;
}

/**
 * For a describe block: serve `folder` (the 18F handbook) as `handbook.git` from a loopback git
 * server and launch Chromium with the built extension, both closed after the block. Read the
 * fields inside tests (they are set in beforeAll).
 */
export function useHandbookRig(folder: string): HandbookRig {
  const rig = {} as HandbookRig;
  beforeAll(async () => {
    rig.server = await startGitServer();
    rig.url = await rig.server.importFolder('handbook', folder);
    rig.session = await launchExtension();
  });
  afterAll(async () => {
    await rig.session?.close();
    await rig.server?.close().catch(() => {});
  });
  return rig;
}
