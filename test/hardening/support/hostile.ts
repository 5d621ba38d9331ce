/**
 * fast-check arbitraries for hostile input to the background API: wrong types, huge strings,
 * deep nesting, prototype keys, non-finite numbers, lone surrogates, control characters and
 * random JSON. Large values are built once and shared, so thousands of cases stay fast.
 */
import fc from 'fast-check';

const MB = 1 << 20;
/** Megabyte strings, built once: plain, lone surrogates, control characters, invalid JSON. */
export const HUGE_STRINGS = [
  'a'.repeat(MB),
  '\ud800'.repeat(MB / 2) + '\udfff'.repeat(MB / 2),
  '\u0000\u0007\u001b[2J\u202e\ufeff'.repeat(MB / 8),
  '['.repeat(MB),
  `{"query":"${'x'.repeat(MB)}"}`,
  '../'.repeat(MB / 3),
];

/** An object nested `depth` levels (objects and arrays alternating), built without recursion. */
export function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}
const DEEP = [nested(100), nested(1_000), nested(5_000)];

export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf', '__defineGetter__'];

/** An object whose own (enumerable) keys include prototype names: what JSON.parse makes of `{"__proto__": …}`. */
function protoObject(): unknown[] {
  return [
    JSON.parse('{"__proto__":{"polluted":"yes","query":"x","path":"README.md"}}'),
    JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
    JSON.parse('{"prototype":{"polluted":"yes"},"__proto__":null}'),
    JSON.parse('{"__proto__":[1,2,3]}'),
  ];
}

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 8 })
  .map((units) => String.fromCharCode(...units));
const controls = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }), fc.constantFrom(0x2028, 0x2029, 0x202e, 0x200b, 0xfeff, 0xad)), {
    minLength: 1,
    maxLength: 8,
  })
  .map((codes) => String.fromCharCode(...codes));

/** Strings a hostile caller would try: odd units mixed into ordinary text, prototype names, paths, huge ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 10 }), loneSurrogates, fc.string({ maxLength: 10 })).map((p) => p.join('')), weight: 2 },
  { arbitrary: fc.tuple(fc.string({ maxLength: 10 }), controls, fc.string({ maxLength: 10 })).map((p) => p.join('')), weight: 2 },
  { arbitrary: fc.constantFrom(...PROTO_KEYS), weight: 1 },
  { arbitrary: fc.constantFrom('', ' ', '../../etc/passwd', '/etc/passwd', 'a\\b', 'a\u0000b', '.git/config', 'default', 'stone_search'), weight: 1 },
  { arbitrary: fc.constantFrom(...HUGE_STRINGS), weight: 1 },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2.5, -1, 0, 1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE),
  fc.double(),
  fc.integer(),
);

/** Any value of a wrong (or right, by chance) type, as a field of a message. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, undefined, true, false, 10n, Symbol('s'), () => 1, new Date(NaN), new Map(), /x/), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.anything({ maxDepth: 2, withBigInt: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withNullPrototype: true }), weight: 1 },
  { arbitrary: fc.constantFrom(...DEEP), weight: 1 },
  { arbitrary: fc.constantFrom(...protoObject()), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 4 }), weight: 1 },
);

/** A key for an extra field: prototype names often, random text otherwise. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 12 }), loneSurrogates);

/** Set an own, enumerable property, even for `__proto__` (plain assignment would change the prototype). */
export function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation = { kind: 'set'; at: string[]; value: unknown } | { kind: 'delete'; at: string[] } | { kind: 'extra'; at: string[]; key: string; value: unknown };

/** Every path into `value` (objects only), the root included. */
function pathsOf(value: unknown, at: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [at];
  return [at, ...Object.keys(value).flatMap((k) => pathsOf((value as Record<string, unknown>)[k], [...at, k]))];
}

/** Apply one mutation, copying each object on the way down (shared constants are never changed). */
function apply(base: Record<string, unknown>, m: Mutation): Record<string, unknown> {
  const root: Record<string, unknown> = { ...base };
  const parentPath = m.kind === 'extra' ? m.at : m.at.slice(0, -1);
  let parent: Record<string, unknown> = root;
  for (const k of parentPath) {
    const child = parent[k];
    const copy = child && typeof child === 'object' && !Array.isArray(child) ? { ...(child as Record<string, unknown>) } : {};
    defineOwn(parent, k, copy);
    parent = copy;
  }
  if (m.kind === 'extra') defineOwn(parent, m.key, m.value);
  else if (m.kind === 'delete') delete parent[m.at[m.at.length - 1]!];
  else defineOwn(parent, m.at[m.at.length - 1]!, m.value);
  return root;
}

/**
 * A valid message with one to three things broken: a field (the `type` never) set to a hostile
 * value, a field removed, or a hostile extra key added at some level.
 */
export function corrupted(base: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const paths = pathsOf(base).filter((p) => p[0] !== 'type');
  const leaves = paths.filter((p) => p.length > 0);
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.constantFrom(...(leaves.length ? leaves : [['space']])), value: hostileValue }), weight: 5 },
    { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.constantFrom(...(leaves.length ? leaves : [['space']])) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('extra' as const), at: fc.constantFrom(...paths), key: hostileKey, value: hostileValue }), weight: 2 },
  );
  return fc.array(mutation, { minLength: 1, maxLength: 3 }).map((ms) => ms.reduce(apply, base));
}

/** `{type, …random fields}`: a message of the right type and nothing else right. */
export function randomFields(type: string): fc.Arbitrary<Record<string, unknown>> {
  return fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 5 }).map((entries) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) defineOwn(out, k, v);
    defineOwn(out, 'type', type);
    return out;
  });
}

/** Not a message at all: random JSON, random values, or an object whose `type` is hostile. */
export const notAMessage: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.anything({ withBigInt: true, withNullPrototype: true, withTypedArray: true }),
  fc.record({ type: hostileValue }),
  fc.constantFrom(...DEEP, ...HUGE_STRINGS.slice(0, 2), ...protoObject()),
);
