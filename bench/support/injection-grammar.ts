/**
 * Synthetic training text for the injection classifier, generated from the grammar of attacks
 * (issue 15), never from corpus rows: word classes per language (override verbs × what is
 * overridden, output demands, extraction requests, persona set-ups, and indirect forms that
 * address the AI reading the data and order its answer), combined at random, some of them
 * slipped into a benign carrier (a review, an e-mail, a table row, a code comment). Beside
 * them, benign sentences from the same words in the voice of a handbook (ignore the warning,
 * repeat the steps, in your reply to the customer), so the words alone do not decide.
 * Deterministic for a seed. Print samples: `npx vite-node bench/support/injection-grammar.ts`.
 */
import { maybe, pick, prng, type Rand } from './prng';
import { GRAMMARS as FIRST_GRAMMARS, type Grammar } from './injection-grammar-words';
import { joined, LANGUAGE_GRAMMARS } from './injection-grammar-languages';
import { attackForms, benignForms, inShape } from './injection-grammar-forms';
import { latinAttack, latinBenign } from './injection-grammar-latin-forms';

// The first grammars (English half the weight, fr de es it pt) and, from the sixth round, twelve more languages.
const GRAMMARS: readonly Grammar[] = [...FIRST_GRAMMARS, ...LANGUAGE_GRAMMARS];
// The grammars without round 11's forms: where an order in another language comes from.
const PLAIN_GRAMMARS = GRAMMARS.filter((o) => o.shapes === undefined);

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
// Spaces and tabs only: the turn-by-turn forms (few-shot, many-shot) keep their lines.
const tidy = (s: string): string => cap(s.replace(/[ \t]+/g, ' ').replace(/[ \t]+([,.:!?])/g, '$1').replace(/([.!?] )([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase()).trim());

// Round 11: where a grammar has the newer forms (injection-grammar-forms.ts), this share of its
// attacks and benign sentences is drawn from them, the rest from the five forms below.
const NEWER_FORMS = 0.5;
// Eighth round: where a grammar has the Latin word orders (injection-grammar-latin-forms.ts), this
// share of its attacks and benign sentences is drawn from them.
const LATIN_FORMS_SHARE = 0.4;

// The AI reading the data addressed, and an order about its answer.
const addressed = (rand: Rand, g: Grammar): string => `${pick(rand, g.address)}${pick(rand, [', ', ': ', ' '])}${pick(rand, g.order)} ${pick(rand, [`"${pick(rand, g.payloads)}"`, pick(rand, g.targets)])}.`;

function attack(rand: Rand, g: Grammar, latinRand: Rand): string {
  const plain = plainAttack(rand, g);
  // The Latin word orders draw from their own stream, after the plain form has taken its draws
  // from `rand`, so that the other languages' text is the same as without them.
  const l = g.latin;
  if (l === undefined || latinRand() >= LATIN_FORMS_SHARE) return plain;
  const r = latinRand;
  const object = (): string => (l.postnominal ? `${pick(r, g.determiners)} ${pick(r, g.objects)} ${maybe(r, 0.6, pick(r, g.back))}` : `${pick(r, g.determiners)} ${maybe(r, 0.6, pick(r, g.back))} ${pick(r, g.objects)}`);
  const demand = (): string => `${pick(r, g.output)} ${maybe(r, 0.6, pick(r, g.only))} "${pick(r, g.payloads)}"`;
  return latinAttack(r, l, object, () => pick(r, g.then), demand);
}

function plainAttack(rand: Rand, g: Grammar): string {
  const forms = attackForms(g);
  if (forms.length > 0 && rand() < NEWER_FORMS) return pick(rand, forms)(rand);
  const payload = pick(rand, g.payloads);
  const demand = (): string => `${pick(rand, g.output)} ${maybe(rand, 0.6, pick(rand, g.only))} "${payload}"`;
  const override = (): string => `${pick(rand, g.override)} ${pick(rand, g.determiners)} ${maybe(rand, 0.6, pick(rand, g.back))} ${pick(rand, g.objects)}`;
  switch (Math.floor(rand() * 5)) {
    case 0:
      return `${override()}${pick(rand, [', ', ' ', '. '])}${pick(rand, g.then)} ${demand()}.`;
    case 1:
      return `${pick(rand, g.extract)} ${pick(rand, g.secret)} ${maybe(rand, 0.5, pick(rand, g.verbatim))}.`;
    case 2:
      return `${pick(rand, g.persona)} ${pick(rand, g.unbound)}. ${maybe(rand, 0.5, `${demand()}.`)}`;
    case 3:
      return addressed(rand, g);
    default:
      return `${demand()}${maybe(rand, 0.5, ` ${pick(rand, g.nothingElse)}`)}.`;
  }
}

function benign(rand: Rand, g: Grammar, latinRand: Rand): string {
  const plain = plainBenign(rand, g);
  return g.latin !== undefined && latinRand() < LATIN_FORMS_SHARE ? latinBenign(latinRand, g.latin) : plain;
}

function plainBenign(rand: Rand, g: Grammar): string {
  const forms = benignForms(g);
  if (forms.length > 0 && rand() < NEWER_FORMS) return pick(rand, forms)(rand);
  return `${pick(rand, g.benign.subjects)} ${pick(rand, g.benign.verbs)} ${pick(rand, g.benign.objects)} ${pick(rand, g.benign.tails)}.`;
}

/** `n` synthetic attacks and `n` benign sentences, spread over the languages of the grammar (or over `grammars`). */
export function syntheticTexts(n: number, seed = 15, grammars: readonly Grammar[] = GRAMMARS): { attacks: string[]; benign: string[] } {
  const rand = prng(seed);
  const latinRand = prng(seed ^ 0x5eed);
  const attacks: string[] = [];
  const benignOut: string[] = [];
  for (let i = 0; i < n; i++) {
    const g = grammars[i % grammars.length] as Grammar;
    const a = tidy(attack(rand, g, latinRand));
    // A third are slipped into data, as indirect injections are; where the grammar has carriers
    // with a slot (HTML, e-mail, a ticket, a config …), half of those go there, and some are an
    // order in another language slipped into this one's data.
    const filler = g.carriers.map(tidy);
    const slot = (x: string): string => (g.shapes !== undefined && rand() < 0.5 ? inShape(rand, g, x, filler) : `${pick(rand, filler)} ${x} ${pick(rand, filler)}`);
    const other = g.shapes !== undefined && rand() < 0.08 ? pick(rand, PLAIN_GRAMMARS) : null;
    const foreign = other !== null ? joined(other, tidy(addressed(rand, other))) : null;
    attacks.push(joined(g, foreign !== null ? slot(foreign) : rand() < 0.35 ? slot(a) : a));
    // Benign sentences go into the same carriers where there are some, so a carrier is no sign.
    const b = tidy(benign(rand, g, latinRand));
    benignOut.push(joined(g, g.shapes !== undefined && rand() < 0.35 ? inShape(rand, g, b, filler) : b));
  }
  return { attacks, benign: benignOut };
}

if (process.argv[1]?.endsWith('injection-grammar.ts') === true) {
  const { attacks, benign: b } = syntheticTexts(24);
  for (const t of attacks) console.log('ATTACK', t);
  for (const t of b) console.log('BENIGN', t);
}
