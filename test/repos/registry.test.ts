import { describe, it, expect } from 'vitest';
import { AUTH_VERSION, createRegistry, toPublicRepo, REGISTRY_VERSION, type Repo } from '../../lib/repos/registry';
import { createMemoryKv } from '../../lib/repos/memory-kv';
import { PrimaChatError } from '../../lib/errors';

const U = 'http://127.0.0.1:9/handbook.git';
const repo = (id: string, over: Partial<Repo> = {}): Repo => ({
  id, url: `http://127.0.0.1:9/${id}.git`, ref: 'main', head: 'a'.repeat(40), files: 3, sections: 7,
  clonedAt: 1_700_000_000_000, syncedAt: null, status: 'ready', ...over,
});

describe('registry', () => {
  it('loads after a restart what it saved (save-then-load, versioned records)', async () => {
    const kv = createMemoryKv();
    const a = createRegistry(kv);
    await a.putRepo('work', repo('handbook'));
    await a.putRepo('default', repo('docs', { status: 'failed', error: { code: 'clone_failed', message: 'x' } }));
    await a.setAuth('work', 'handbook', { url: U, username: 'ada', token: 'tok-123' });
    for (const [k, v] of Object.entries(kv.dump())) expect((v as { version: number }).version).toBe(k.startsWith('primachat.auth/') ? AUTH_VERSION : REGISTRY_VERSION);

    const b = createRegistry(kv);
    expect(await b.listSpaces()).toEqual(['default', 'work']);
    expect(await b.listRepos('work')).toEqual([repo('handbook')]);
    expect((await b.getRepo('default', 'docs'))?.status).toBe('failed');
    expect(await b.getAuth('work', 'handbook')).toEqual({ url: U, username: 'ada', token: 'tok-123' });
  });

  it('never puts a token into a repository record or its public form', async () => {
    const kv = createMemoryKv();
    const reg = createRegistry(kv);
    await reg.putRepo('default', repo('private'));
    await reg.setAuth('default', 'private', { url: U, token: 'ghp_SECRET_TOKEN' });
    const shown = JSON.stringify([await reg.listRepos('default'), toPublicRepo((await reg.getRepo('default', 'private'))!)]);
    expect(shown).not.toContain('ghp_SECRET_TOKEN');
    expect(JSON.stringify(kv.dump()['primachat.space/default'])).not.toContain('ghp_SECRET_TOKEN');
  });

  it('refuses a URL with credentials inside it (they would be shown back)', async () => {
    const reg = createRegistry(createMemoryKv());
    await expect(reg.putRepo('default', repo('x', { url: 'https://ada:tok@example.com/x.git' }))).rejects.toThrow();
  });

  it('does not answer a repository of another space', async () => {
    const reg = createRegistry(createMemoryKv());
    await reg.putRepo('personal', repo('diary'));
    expect(await reg.getRepo('work', 'diary')).toBeUndefined();
    expect(await reg.listRepos('work')).toEqual([]);
  });

  it('keeps credentials of space "a.b" repo "c" apart from space "a" repo "b.c" (key collision attack)', async () => {
    const reg = createRegistry(createMemoryKv());
    await reg.setAuth('a.b', 'c', { url: U, token: 'token-of-a.b' });
    expect(await reg.getAuth('a', 'b.c')).toBeUndefined();
    await reg.putRepo('a.b', repo('c'));
    expect(await reg.getRepo('a', 'b.c')).toBeUndefined();
  });

  it('refuses an id such as ../x or __proto__ for spaces and repositories', async () => {
    const reg = createRegistry(createMemoryKv());
    await expect(reg.getRepo('default', '../x')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(reg.listRepos('../work')).rejects.toMatchObject({ code: 'bad_request' });
    await expect(reg.setAuth('default', '__proto__', { url: U, token: 't' })).rejects.toMatchObject({ code: 'bad_request' });
    await expect(reg.putRepo('default', repo('../x'))).rejects.toThrow();
  });

  it('removing a repository forgets its credentials too', async () => {
    const reg = createRegistry(createMemoryKv());
    await reg.putRepo('default', repo('x'));
    await reg.setAuth('default', 'x', { url: U, token: 't' });
    await reg.removeRepo('default', 'x');
    expect(await reg.getRepo('default', 'x')).toBeUndefined();
    expect(await reg.getAuth('default', 'x')).toBeUndefined();
  });

  it('lists repositories left "cloning" by a stopped worker so they can be cleaned on start', async () => {
    const reg = createRegistry(createMemoryKv());
    await reg.putRepo('default', repo('done'));
    await reg.putRepo('work', repo('half', { status: 'cloning', head: '', clonedAt: null }));
    expect(await reg.listInterrupted()).toEqual([{ space: 'work', id: 'half' }]);
  });

  it('does not lose updates when several are made at once', async () => {
    const reg = createRegistry(createMemoryKv());
    await Promise.all(Array.from({ length: 10 }, (_, i) => reg.putRepo('default', repo(`r${i}`))));
    expect((await reg.listRepos('default')).length).toBe(10);
  });

  it('refuses a damaged or newer-format record instead of overwriting it', async () => {
    const kv = createMemoryKv({ 'primachat.space/default': { version: 99, repos: {} } });
    const reg = createRegistry(kv);
    const err = await reg.listRepos('default').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PrimaChatError);
    expect((err as PrimaChatError).code).toBe('internal');
    await expect(reg.putRepo('default', repo('x'))).rejects.toThrow();
    expect(kv.dump()['primachat.space/default']).toEqual({ version: 99, repos: {} });
  });

  it('a credential stored before credentials carried their URL is bound to its ready repository only', async () => {
    const kv = createMemoryKv();
    const reg = createRegistry(kv);
    await reg.putRepo('default', repo('ready'));
    await reg.putRepo('default', repo('failed', { status: 'failed', url: 'https://evil.example/x/failed.git' }));
    await kv.set('primachat.auth/default/ready', { version: 1, token: 'tok-old' });
    await kv.set('primachat.auth/default/failed', { version: 1, token: 'tok-github' });
    expect(await reg.getAuth('default', 'ready')).toEqual({ url: 'http://127.0.0.1:9/ready.git', token: 'tok-old' });
    // A failed add may have been retried with another URL since: its old token goes to none.
    expect(await reg.getAuth('default', 'failed')).toBeUndefined();
  });
});
