/**
 * Moving a setup: a space's repositories as a file (id, URL, branch, schedule — never a token),
 * and that file imported elsewhere, each repository cloned as by `repos/add` (a private one
 * fails with `auth_failed` and is listed under `failed`, so the person adds its token again).
 */
import { toErrorInfo, type ErrorCode } from '../errors';
import type { Repo, SpaceFile } from '../messages/protocol';
import type { RepoService } from './repo-service';

/** The space's repositories that are connected or kept for Retry (not one half-added right now). */
export async function exportSpace(repos: Pick<RepoService, 'list'>, space: string): Promise<SpaceFile> {
  const listed = (await repos.list(space)).filter((r) => r.status !== 'cloning');
  return {
    format: 'primachat-space',
    version: 1,
    space,
    repos: listed.map((r) => ({ id: r.id, url: r.url, ref: r.ref, schedule: r.schedule ?? 'daily' })),
  };
}

/** Add every repository of `file` to `space`, one after another; each failure is reported, none stops the rest. */
export async function importSpace(
  repos: Pick<RepoService, 'add' | 'schedule'>,
  space: string,
  file: SpaceFile,
): Promise<{ repos: Repo[]; failed: Array<{ id: string; error: { code: ErrorCode; message: string } }> }> {
  const added: Repo[] = [];
  const failed: Array<{ id: string; error: { code: ErrorCode; message: string } }> = [];
  for (const r of file.repos) {
    try {
      await repos.add({ space, id: r.id, url: r.url, ...(r.ref ? { ref: r.ref } : {}) });
      added.push(await repos.schedule(space, r.id, r.schedule));
    } catch (err) {
      failed.push({ id: r.id, error: toErrorInfo(err) });
    }
  }
  return { repos: added, failed };
}
