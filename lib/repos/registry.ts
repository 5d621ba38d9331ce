/**
 * The registry of repositories, one per space, persisted through an injected key-value store.
 * Each space is its own record (`primachat.space/<space>`), so a lookup in one space can never
 * return another space's repository; credentials are kept under their own keys and never appear
 * in a repository record. Every stored record carries a format version and is validated on load.
 */
import { z } from 'zod';
import { PrimaChatError } from '../errors';
import { createKeyedSerial } from '../storage/keyed-serial';
import { IdSchema, parseId } from './paths';
import { SyncScheduleSchema } from './sync-schedule';
import type { KeyValueStore } from '../storage/kv';

export const REGISTRY_VERSION = 1;

/** A repository as the background API answers it (`repo`), plus its state. Times are ms since epoch. */
export const RepoSchema = z.object({
  id: IdSchema,
  // No credentials inside the URL: they would be shown back with every `repo`.
  url: z.url().refine((u) => !new URL(u).username && !new URL(u).password, 'Put credentials in the token field, not in the URL.'),
  ref: z.string(),
  head: z.string(),
  files: z.number().int().nonnegative(),
  sections: z.number().int().nonnegative(),
  clonedAt: z.number().nullable(),
  syncedAt: z.number().nullable(),
  /** `cloning` while being added (seen on start = interrupted: clean it up), `failed` kept for Retry. */
  status: z.enum(['cloning', 'ready', 'failed']),
  /** Files at head that are not indexed (binary, images, other kinds): shown, not searched. */
  skipped: z.number().int().nonnegative().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  /** How often the background syncs it (absent: the default, daily). */
  schedule: SyncScheduleSchema.optional(),
  /** The last sync that failed, while no sync has succeeded since (`at`: ms since epoch). */
  lastSyncError: z.object({ code: z.string(), message: z.string(), at: z.number() }).optional(),
  /** Syncs failed in a row (for the back-off); absent or 0 after a success. */
  syncFailures: z.number().int().nonnegative().optional(),
  /** When a sync was last tried, successful or not (ms since epoch). */
  lastSyncTry: z.number().optional(),
  /** What the last successful sync changed, as counts. */
  lastChanged: z.object({ added: z.number().int().nonnegative(), modified: z.number().int().nonnegative(), removed: z.number().int().nonnegative() }).optional(),
});
export type Repo = z.infer<typeof RepoSchema>;

const SpaceRecordSchema = z.object({ version: z.literal(REGISTRY_VERSION), repos: z.record(z.string(), RepoSchema) });
const SpacesRecordSchema = z.object({ version: z.literal(REGISTRY_VERSION), spaces: z.array(IdSchema) });
/**
 * A credential and the exact repository URL it was given for. It is offered to that URL only:
 * another URL (another origin, or another path on the same host) never receives it.
 */
export const AuthSchema = z.object({ url: z.url(), username: z.string().max(256).optional(), token: z.string().min(1).max(4096) });
export type RepoAuth = z.infer<typeof AuthSchema>;
/** Credentials were first stored without their URL (version 1); version 2 binds them to it. */
export const AUTH_VERSION = 2;
const AuthRecordSchema = z.discriminatedUnion('version', [
  AuthSchema.extend({ version: z.literal(AUTH_VERSION) }),
  AuthSchema.omit({ url: true }).extend({ version: z.literal(1) }),
]);

const SPACES_KEY = 'primachat.spaces';
// `/` cannot occur in an id, so no (space, id) pair can produce another pair's key
// (with `.` as separator, space "a.b" + id "c" and space "a" + id "b.c" would collide).
const spaceKey = (space: string) => `primachat.space/${parseId(space, 'space')}`;
const authKey = (space: string, id: string) => `primachat.auth/${parseId(space, 'space')}/${parseId(id, 'repository')}`;

function load<T>(schema: z.ZodType<T>, raw: unknown, what: string): T | undefined {
  if (raw === undefined || raw === null) return undefined;
  const r = schema.safeParse(raw);
  if (!r.success) {
    throw new PrimaChatError('internal', `The stored ${what} is damaged or from a newer PrimaChat, so it was left untouched. Update PrimaChat, or remove and add the repositories again.`);
  }
  return r.data;
}

/**
 * Open the registry over `kv`. Writes are serialised (read-modify-write of one record at a
 * time), so concurrent messages in the same worker cannot lose each other's updates.
 */
export function createRegistry(kv: KeyValueStore) {
  const queue = createKeyedSerial();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => queue('registry', fn);
  const readSpace = async (space: string) =>
    load(SpaceRecordSchema, await kv.get(spaceKey(space)), `registry of space "${space}"`) ?? { version: REGISTRY_VERSION, repos: {} };
  const readSpaces = async () => load(SpacesRecordSchema, await kv.get(SPACES_KEY), 'list of spaces')?.spaces ?? [];

  return {
    /** Spaces that hold or held repositories; `default` is always listed first. */
    async listSpaces(): Promise<string[]> {
      return ['default', ...(await readSpaces()).filter((s) => s !== 'default')];
    },
    /** Repositories of one space, sorted by id. */
    async listRepos(space: string): Promise<Repo[]> {
      return Object.values((await readSpace(space)).repos).sort((a, b) => (a.id < b.id ? -1 : 1));
    },
    /** One repository of `space`, or undefined: other spaces are never consulted. */
    async getRepo(space: string, id: string): Promise<Repo | undefined> {
      const repos = (await readSpace(space)).repos;
      return Object.hasOwn(repos, parseId(id, 'repository')) ? repos[id] : undefined;
    },
    /** Insert or replace a repository record (validated). */
    putRepo: (space: string, repo: Repo) =>
      serial(async () => {
        const valid = RepoSchema.parse(repo);
        const rec = await readSpace(space);
        rec.repos[valid.id] = valid;
        await kv.set(spaceKey(space), rec);
        const spaces = await readSpaces();
        if (!spaces.includes(space)) await kv.set(SPACES_KEY, { version: REGISTRY_VERSION, spaces: [...spaces, space] });
      }),
    /** Forget a repository and its credentials. */
    removeRepo: (space: string, id: string) =>
      serial(async () => {
        const rec = await readSpace(space);
        delete rec.repos[parseId(id, 'repository')];
        await kv.set(spaceKey(space), rec);
        await kv.remove(authKey(space, id));
      }),
    /**
     * Stored credentials of a repository with the URL they are bound to (for the git store only;
     * never put them in a `repo`). A version-1 record, stored before credentials carried their
     * URL, is taken as bound to the URL of a `ready` repository (the add that stored it
     * succeeded with that URL); of a failed or cloning one it is not used, since a failed add
     * may have been retried with another URL since.
     */
    async getAuth(space: string, id: string): Promise<RepoAuth | undefined> {
      const rec = load(AuthRecordSchema, await kv.get(authKey(space, id)), 'credentials');
      if (!rec) return undefined;
      const user = rec.username ? { username: rec.username } : {};
      if (rec.version === AUTH_VERSION) return { url: rec.url, token: rec.token, ...user };
      const repo = await this.getRepo(space, id);
      return repo?.status === 'ready' ? { url: repo.url, token: rec.token, ...user } : undefined;
    },
    /** Store (or with null, delete) a repository's credentials, bound to `auth.url`. */
    setAuth: (space: string, id: string, auth: RepoAuth | null) =>
      serial(async () => {
        if (!auth) return kv.remove(authKey(space, id));
        await kv.set(authKey(space, id), { version: AUTH_VERSION, ...AuthSchema.parse(auth) });
      }),
    /** Repositories left `cloning` by a worker that was stopped mid-clone: remove their storage and records on start. */
    async listInterrupted(): Promise<Array<{ space: string; id: string }>> {
      const out: Array<{ space: string; id: string }> = [];
      for (const space of await this.listSpaces()) {
        for (const r of await this.listRepos(space)) if (r.status === 'cloning') out.push({ space, id: r.id });
      }
      return out;
    },
  };
}

export type Registry = ReturnType<typeof createRegistry>;

/** The contract's `repo` shape (plus `status` and `error`) from a record; credentials never live there. */
export function toPublicRepo(r: Repo): Repo {
  const { id, url, ref, head, files, sections, clonedAt, syncedAt, status, error } = r;
  return { id, url, ref, head, files, sections, clonedAt, syncedAt, status, ...(error ? { error } : {}) };
}
