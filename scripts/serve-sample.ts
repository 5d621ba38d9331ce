// Serves the sample handbook as a real git repository on 127.0.0.1 (smart HTTP through
// `git http-backend`), for `npm start`. Prints the clone URL as JSON on its first line.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startGitServer } from '../test/support/git-server';

const root = path.resolve(import.meta.dirname, '..');
const shared = path.resolve(root, '../shared/corpora/18f-handbook');
const folder = existsSync(shared) ? shared : path.join(root, 'sample/handbook');
const port = Number(process.env.PRIMACHAT_SAMPLE_PORT ?? 8787);

const server = await startGitServer({ port });
const url = await server.importFolder('handbook', folder);
console.log(JSON.stringify({ url, folder }));
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
