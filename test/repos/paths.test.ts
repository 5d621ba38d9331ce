import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { IdSchema, RefSchema, repoDir, resolveRepoPath, resolveSymlinkTarget, spaceDir, stagingDir } from '../../lib/repos/paths';
import { PrimaChatError } from '../../lib/errors';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof PrimaChatError ? err.code : 'not a PrimaChatError';
  }
};

describe('ids', () => {
  it.each(['../x', '..', '.', '.hidden', 'a/b', 'a\\b', '', 'A', 'x'.repeat(65), 'ü', 'a b', '%2e%2e'])('refuses the id %j', (id) => {
    expect(IdSchema.safeParse(id).success).toBe(false);
    expect(codeOf(() => repoDir('default', id))).toBe('bad_request');
    expect(codeOf(() => repoDir(id, 'handbook'))).toBe('bad_request');
  });

  it.each(['handbook', '18f', 'a.b', 'a..b', 'my_repo-2', 'x'.repeat(64)])('accepts the id %j', (id) => {
    expect(IdSchema.safeParse(id).success).toBe(true);
  });

  it('derives each repository folder inside its own space folder, never inside another space', () => {
    const id = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,10}$/);
    fc.assert(
      fc.property(id, id, id, id, (s1, r1, s2, r2) => {
        const d1 = repoDir(s1, r1);
        const d2 = repoDir(s2, r2);
        expect(d1.startsWith(`${spaceDir(s1)}/`)).toBe(true);
        expect(d1.split('/')).not.toContain('..');
        if (s1 !== s2) expect(d1.startsWith(`${spaceDir(s2)}/`)).toBe(false);
        if (s1 !== s2 || r1 !== r2) {
          expect(d1 === d2 || d1.startsWith(`${d2}/`) || d2.startsWith(`${d1}/`)).toBe(false);
          expect(stagingDir(s1, r1)).not.toBe(stagingDir(s2, r2));
        }
      }),
    );
  });

  it('keeps staging folders out of every repository folder', () => {
    expect(stagingDir('default', 'x').startsWith(`${spaceDir('default')}/`)).toBe(false);
  });
});

describe('resolveRepoPath', () => {
  it.each([
    ['docs/../README.md', 'README.md'],
    ['./docs/guide.md', 'docs/guide.md'],
    ['docs//guide.md', 'docs/guide.md'],
    ['a/b/../../c.md', 'c.md'],
    ['docs/.gitignore', 'docs/.gitignore'],
    ['docs/.github/x.md', 'docs/.github/x.md'],
  ])('resolves %j inside the repository to %j', (input, out) => {
    expect(resolveRepoPath(input)).toBe(out);
  });

  it.each([
    ['../secret.md', 'climbing out with ..'],
    ['docs/../../x', 'climbing out after a folder'],
    ['/etc/passwd', 'an absolute path'],
    ['C:/Windows/win.ini', 'a drive-letter path'],
    ['docs\\..\\..\\x', 'backslashes'],
    ['README.md\0.png', 'a NUL byte'],
    ['.git/config', '.git internals'],
    ['docs/.git/HEAD', 'a nested .git segment'],
    ['.GIT/config', '.git in another letter case'],
    ['docs/../.git/config', '.git reached through ..'],
  ])('refuses %j (%s) with path_escape', (input) => {
    expect(codeOf(() => resolveRepoPath(input))).toBe('path_escape');
  });

  it('answers not_found (not an escape) for the root itself', () => {
    expect(codeOf(() => resolveRepoPath('docs/..'))).toBe('not_found');
    expect(codeOf(() => resolveRepoPath(''))).toBe('not_found');
  });

  it('never returns a path with .., a leading slash or a .git segment, whatever the input', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('..', '.', 'a', 'b', '.git', '', 'c.md', '\\', '/'), { maxLength: 8 }), (parts) => {
        try {
          const p = resolveRepoPath(parts.join('/'));
          expect(p.startsWith('/')).toBe(false);
          expect(p.split('/')).not.toContain('..');
          expect(p.split('/').map((s) => s.toLowerCase())).not.toContain('.git');
        } catch (err) {
          expect(err).toBeInstanceOf(PrimaChatError);
        }
      }),
    );
  });
});

describe('resolveSymlinkTarget', () => {
  it('resolves a link target relative to the link folder', () => {
    expect(resolveSymlinkTarget('docs/link.md', '../README.md')).toBe('README.md');
    expect(resolveSymlinkTarget('docs/link.md', 'guide.md')).toBe('docs/guide.md');
  });
  it.each(['../../etc/passwd', '/etc/passwd', '../.git/config'])('refuses a link to %j', (target) => {
    expect(codeOf(() => resolveSymlinkTarget('docs/link.md', target))).toBe('path_escape');
  });
});

describe('RefSchema', () => {
  it.each(['main', 'release/2025', 'feature-x', 'v1.2', 'user@host'])('accepts the branch %j', (ref) => {
    expect(RefSchema.safeParse(ref).success).toBe(true);
  });
  it.each(['../../HEAD', 'a/../b', '-rf', '.hidden', '/abs', 'a//b', 'x.lock', 'a/', 'a b', 'x@{1}', 'a/.b', 'a\\b', ''])('refuses the ref %j', (ref) => {
    expect(RefSchema.safeParse(ref).success).toBe(false);
  });
});
