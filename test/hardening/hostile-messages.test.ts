/**
 * Issue 8, item 1: every message type of the background API, and the tool envelope with each
 * tool's arguments, fuzzed with hostile input. Every case must get a well-formed answer with a
 * code from lib/errors.ts, within 5 s, never a throw; rejected calls must leave every stored byte
 * as it was; and nothing may reach Object.prototype.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageTypeSchema, RequestSchemas, type RequestType } from '../../lib/messages/protocol';
import { TOOL_NAMES } from '../../lib/tools/manifest';
import { CodeTally, expectWellFormedAnswer } from './support/answers';
import { populatedBackground, validMessages, type Populated } from './support/fixture';
import { corrupted, hostileString, hostileValue, notAMessage, randomFields } from './support/hostile';
import { snapshotState } from './support/state-snapshot';
import { preview, withTimeout } from './support/with-timeout';

const RUNS_PER_TYPE = 200;
const RUNS_PER_TOOL = 400;
const RUNS_NOT_A_MESSAGE = 500;
const RUNS_REJECTED_BATCH = 1_500;
const CALL_DEADLINE_MS = 5_000;

// Ids of spaces and repositories, as the contract (background-api.md) fixes them.
const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
const TYPES = Object.keys(RequestSchemas) as RequestType[];
const OWN_PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

let p: Populated;
let valid: ReturnType<typeof validMessages>;
const tally = new CodeTally();

beforeAll(async () => {
  p = await populatedBackground();
  valid = validMessages(p);
});
afterAll(async () => {
  console.info(`[hostile-messages] ${tally.total} calls; answers by code: ${tally}`);
  await p?.server.close();
});

async function send(message: unknown): Promise<{ rejected: boolean; code?: string }> {
  const answer = await withTimeout(p.bg.call(message), CALL_DEADLINE_MS, () => preview(message));
  // Every message whose type is tools/execute answers {content, error?}, whatever else is wrong
  // with it; decided from the message, not from the answer (which could lack the shape).
  const isTool = typeOf(message) === 'tools/execute';
  const result = expectWellFormedAnswer(answer, isTool);
  // A hostile message is the caller's fault: it must never be blamed on PrimaChat as `internal`.
  if (result.code === 'internal') expect.fail(`internal error for ${preview(message)}: ${JSON.stringify(answer).slice(0, 300)}`);
  // A success is an answer only to a message that is valid: anything its schema refuses is a
  // bad_request, never ok:true (nor a handler's code, which would mean a handler ran on it).
  if (!isValidMessage(message)) expect(result, `${preview(message)} is malformed`).toEqual({ rejected: true, code: 'bad_request' });
  tally.add(result.code);
  return result;
}

/** The message's `type` as the router reads it, or undefined when it has none. */
function typeOf(message: unknown): string | undefined {
  const typed = MessageTypeSchema.safeParse(message);
  return typed.success ? typed.data.type : undefined;
}

/** True when the router would hand this message to a handler: a known type whose schema accepts it. */
function isValidMessage(message: unknown): boolean {
  const type = typeOf(message);
  return type !== undefined && Object.hasOwn(RequestSchemas, type) && RequestSchemas[type as RequestType].safeParse(message).success;
}

describe('hostile messages of every type get an answer with a code', () => {
  it.each(TYPES)('%s: corrupted fields, wrong types, huge strings, deep nesting and prototype keys', async (type) => {
    await fc.assert(fc.asyncProperty(fc.oneof(corrupted(valid[type]), randomFields(type)), async (m) => void (await send(m))), { numRuns: RUNS_PER_TYPE });
  });

  it('tools/execute keeps its {content, error} shape for a malformed envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(corrupted({ type: 'tools/execute', space: 'work', body: { name: 'stone_read', arguments: { path: 'README.md' }, repoId: 'handbook' } }), randomFields('tools/execute')), async (m) => {
        const answer = await withTimeout(p.bg.call(m), CALL_DEADLINE_MS, () => preview(m));
        expect(answer, preview(m)).toHaveProperty('content');
        const result = expectWellFormedAnswer(answer, true);
        if (!isValidMessage(m)) expect(result, `${preview(m)} is malformed`).toEqual({ rejected: true, code: 'bad_request' });
      }),
      { numRuns: RUNS_PER_TYPE },
    );
  });

  it.each(TOOL_NAMES)('%s: hostile arguments (objects, JSON strings, random JSON) answer bad_arguments or run', async (name) => {
    const good = { stone_search: { query: 'leave', limit: 2 }, stone_read: { path: 'docs/leave.md', heading: 'Leave' }, stone_engrave: { title: 'Leave' } }[name];
    const args = fc.oneof(
      corrupted(good).map((a) => (a as Record<string, unknown>)),
      corrupted(good).map((a) => safeStringify(a) ?? '{'),
      fc.json(),
      hostileString,
      hostileValue,
    );
    await fc.assert(
      fc.asyncProperty(args, async (a) => {
        // confirm stays false: a hostile argument must never be what approves a write.
        const r = await send({ type: 'tools/execute', space: 'work', body: { name, arguments: a, repoId: 'handbook', conversationId: p.conversationId, confirm: false } });
        if (name === 'stone_engrave') expect(r.rejected).toBe(true);
      }),
      { numRuns: RUNS_PER_TOOL },
    );
  });

  it('random JSON and values that are not messages at all answer bad_request', async () => {
    await fc.assert(
      fc.asyncProperty(notAMessage, async (m) => {
        const typed = m && typeof m === 'object' && typeof (m as { type?: unknown }).type === 'string' && Object.hasOwn(RequestSchemas, (m as { type: string }).type);
        const r = await send(m);
        if (!typed) expect(r).toEqual({ rejected: true, code: 'bad_request' });
      }),
      { numRuns: RUNS_NOT_A_MESSAGE },
    );
  });
});

describe('rejected calls change nothing that is stored', () => {
  const absentId = fc.stringMatching(ID_PATTERN).filter((id) => id !== 'handbook');
  const conversationIdLike = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 128 }));
  // Read-only calls may succeed (a hostile path can name a real file); they must still not write.
  const READ_ONLY = new Set(['repos/read', 'tools/execute:stone_read', 'tools/execute:stone_search']);

  const rejectedByHandlers = (): fc.Arbitrary<Record<string, unknown>> =>
    fc.oneof(
      absentId.chain((id) => fc.constantFrom(...(['repos/sync', 'repos/remove', 'repos/push', 'repos/files'] as const)).map((type) => ({ type, space: 'work', id }))),
      absentId.map((id) => ({ type: 'repos/add', space: 'work', id, url: 'https://git.example.invalid/x.git' })),
      fc.constant({ type: 'repos/add', space: 'work', id: 'handbook', url: p.url }),
      hostileString.filter((s) => s.length > 0 && s.length <= 1024).map((path) => ({ type: 'repos/read', space: 'work', id: 'handbook', path })),
      absentId.map((repoId) => ({ type: 'conversations/create', space: 'work', repoId })),
      conversationIdLike.map((id) => ({ type: 'conversations/append', id, messages: [{ role: 'user', content: 'x' }] })),
      conversationIdLike.map((id) => ({ type: 'conversations/get', id })),
      conversationIdLike.map((id) => ({ type: 'conversations/delete', id })),
      fc.tuple(conversationIdLike, fc.boolean()).map(([id, confirm]) => ({ type: 'conversations/engrave', id, confirm })),
      fc.record({ name: fc.constantFrom(...TOOL_NAMES), arguments: hostileValue, repoId: fc.constant('handbook') }).map((body) => ({ type: 'tools/execute', space: 'work', body })),
      hostileString.filter((s) => s.length <= 1024).map((path) => ({ type: 'tools/execute', space: 'work', body: { name: 'stone_read', arguments: { path }, repoId: 'handbook' } })),
      fc.tuple(fc.constantFrom(...TOOL_NAMES), absentId).map(([name, repoId]) => ({ type: 'tools/execute', space: 'work', body: { name, arguments: name === 'stone_read' ? { path: 'README.md' } : name === 'stone_search' ? { query: 'x' } : {}, repoId } })),
      // The engrave gates: no confirm → preview only; confirm with an invented conversation → no_conversation.
      fc.constant({ type: 'tools/execute', space: 'work', body: { name: 'stone_engrave', arguments: {}, repoId: 'handbook', conversationId: p.conversationId } }),
      conversationIdLike.map((conversationId) => ({ type: 'tools/execute', space: 'work', body: { name: 'stone_engrave', arguments: {}, repoId: 'handbook', conversationId, confirm: true } })),
      fc.constantFrom(...trickyAdds()),
      // The right conversation, asked for from another space: still no_conversation.
      fc.constant({ type: 'tools/execute', space: 'default', body: { name: 'stone_engrave', arguments: {}, repoId: 'handbook', conversationId: p.conversationId, confirm: true } }),
    );

  const rejectedBySchema = (): fc.Arbitrary<Record<string, unknown>> =>
    fc
      .constantFrom(...TYPES)
      .chain((type) => fc.oneof(corrupted(valid[type]), randomFields(type)))
      .filter((m) => !RequestSchemas[m.type as RequestType].safeParse(m).success);

  it('a batch of rejected calls (schema and handler rejections) leaves repos, conversations, settings and every IndexedDB record identical', async () => {
    const before = await snapshotState(p.bg, ['default', 'work']);
    let rejected = 0;
    let readOnlyOk = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(rejectedBySchema(), rejectedByHandlers()), async (m) => {
        const r = await send(m);
        const body = m.body as { name?: unknown } | undefined;
        // Not String(): a hostile `{toString: "x"}` cannot be turned into a string at all.
        const label = (x: unknown): string => (typeof x === 'string' ? x : typeof x);
        const kind = m.type === 'tools/execute' ? `tools/execute:${label(body?.name)}` : label(m.type);
        if (r.rejected) rejected++;
        else {
          expect(READ_ONLY.has(kind), `${preview(m)} was accepted`).toBe(true);
          readOnlyOk++;
        }
      }),
      { numRuns: RUNS_REJECTED_BATCH },
    );
    const after = await snapshotState(p.bg, ['default', 'work']);
    console.info(`[hostile-messages] state batch: ${rejected} rejected, ${readOnlyOk} read-only answers, state unchanged`);
    expect(after).toEqual(before);
    expect(rejected).toBeGreaterThan(RUNS_REJECTED_BATCH * 0.8);
  });

  it('nothing reached Object.prototype', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OWN_PROTO_KEYS);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

/** repos/add messages aimed at the real (permitted) server that must be refused before anything is stored. */
function trickyAdds(): Array<Record<string, unknown>> {
  const at = new URL(p.url);
  const withCredentials = `${at.protocol}//user:secret@${at.host}${at.pathname}`;
  return [
    { type: 'repos/add', space: 'work', id: 'creds', url: withCredentials },
    { type: 'repos/add', space: 'work', id: 'creds', url: `${at.protocol}//:secret@${at.host}${at.pathname}` },
    ...BAD_REFS.map((ref) => ({ type: 'repos/add', space: 'work', id: 'badref', url: p.url, ref })),
  ];
}
const BAD_REFS = ['../x', '-x', 'a..b', 'main.lock', 'a//b', 'HEAD@{1}', '/main', 'main/', 'main.', 'a b', 'a\u0000b', '\ud800', 'refs/heads/../../../x'];

describe('repos/add refuses what it cannot store safely, before storing anything', () => {
  it('refuses a URL with credentials in it (bad_request, nothing listed)', async () => {
    for (const m of trickyAdds().slice(0, 2)) {
      const r = await p.bg.call(m);
      expect(r, preview(m)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
      expect(r.error.message).not.toContain('secret');
    }
    expect((await p.bg.call({ type: 'repos/list', space: 'work' })).repos.map((x: { id: string }) => x.id)).toEqual(['handbook']);
  });

  it.each(BAD_REFS)('refuses the ref %j (bad_request, nothing listed)', async (ref) => {
    const r = await p.bg.call({ type: 'repos/add', space: 'work', id: 'badref', url: p.url, ref });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect((await p.bg.call({ type: 'repos/list', space: 'work' })).repos.map((x: { id: string }) => x.id)).toEqual(['handbook']);
  });
});

function safeStringify(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
