// Sampling for the round-10 held-out questions (bench/questions/<handbook>.held-10.jsonl), written by a
// helper who writes no ranking code and never runs a search. Copies sample-dev9.ts's approach with a
// new seed (mulberry32, 20261210 + the handbook's index in HANDBOOKS), two strata of 15 each: sections
// of long pages (files of ≥ 10 sections) with > 600 characters of body; then any section with a
// heading (level ≥ 1; Japanese ≥ 2) and > 250 characters. Each stratum is one full shuffle; the first
// 15 draws of it that are not skipped (SKIPPED, with the reason) and not already taken are kept, so
// a skip takes the next draw of the same seed. Sections any question file of the time asks (dev or
// frozen, ours or shared: ASKED_AT_DRAW) are left out by file and heading line only: no question text is read.
// Print: npx vite-node bench/support/sample-held10.ts -- --print <handbook> [extra draws shown].
import { existsSync } from 'node:fs';
import path from 'node:path';
import { corpusSections, readCorpus } from '../../test/search/quality-eval';
import type { Section } from '../../lib/search/sections';
import { prng } from './prng';
import { HANDBOOKS, readBenchQuestions, sectionLocator } from './search-quality';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const QDIR = path.join(ROOT, 'bench/questions');

/** Questions per stratum and per handbook (30 in all). */
export const PER_STRATUM = 15;

/** Draws that cannot carry a question, by handbook and `file:line`, with why (kept in the repo so the draw is reproducible). */
export const SKIPPED: Record<string, Record<string, string>> = {
  '18f-handbook': {},
  'cwe-playbook': {
    'docs/automated-testing/performance-testing/README.md:238': 'an intro sentence only: the activities are its sub-sections',
  },
  'mattermost-handbook': {},
  'ja-react-dev': {
    'src/content/learn/queueing-a-series-of-state-updates.md:371': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-components/SKILL.md:148': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-writer-blog/SKILL.md:623': 'an internal note for the docs-writing tool (.claude/skills): a changelog bullet format',
  },
};

/**
 * The question files that existed when the held-10 sections were drawn (round 10): a fixed list, so
 * that a question file added later (another helper's dev set) does not reshuffle the draw. The test
 * checks separately that no held-10 question asks a section any question file, later ones included, asks.
 */
export const ASKED_AT_DRAW = ['jsonl', 'dev-more.jsonl', 'dev-9.jsonl'];

/** What differs between the held-out rounds' draws: the seed base, the skipped draws, the question files asked at draw time. */
export interface HeldRound {
  seed: number;
  skipped: Record<string, Record<string, string>>;
  askedAtDraw: readonly string[];
  /** Draws kept per stratum for a handbook, where it is not PER_STRATUM (round 15: 30 for ja-react-dev). */
  perStratum?: Readonly<Record<string, number>>;
}

/** Draws kept per stratum for `name` in `round`. */
const keptPerStratum = (round: HeldRound, name: string): number => round.perStratum?.[name] ?? PER_STRATUM;

/** Round 10's draw (bench/questions/<handbook>.held-10.jsonl). */
export const ROUND10: HeldRound = { seed: 20261210, skipped: SKIPPED, askedAtDraw: ASKED_AT_DRAW };

/** `file#line` of every section the question files of `askedAtDraw` (ASKED_AT_DRAW unless given) and the shared file ask. */
export function askedKeys(name: string, sections: readonly Section[], askedAtDraw: readonly string[] = ASKED_AT_DRAW): Set<string> {
  const locate = sectionLocator(sections);
  const shared = HANDBOOKS.find((h) => h.name === name)?.shared ?? '';
  const qs = [...askedAtDraw.map((suffix) => path.join(QDIR, `${name}.${suffix}`)), path.join(CORPORA, shared)]
    .filter((f) => f.endsWith('.jsonl') && existsSync(f))
    // The split is forced only so that every line parses; nothing but file and line is used.
    .flatMap((f) => readBenchQuestions(f, 'dev', 'any'));
  return new Set(qs.map((q) => `${q.file}#${locate(q.file, q.line) ?? q.line}`));
}

function shuffle<T>(xs: readonly T[], rand: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

export interface Draw {
  section: Section;
  stratum: 'long' | 'any';
  /** Why it was skipped, when it was. */
  skipped?: string;
}

/** Both strata's draws in order (long first), each shuffle drawn from the same generator; `extra` more draws per stratum past the kept ones (`round`: ROUND10 unless given). */
export function drawHeld10(name: string, extra = 0, sections: readonly Section[] = corpusSections(readCorpus(path.join(CORPORA, name))), round: HeldRound = ROUND10): Draw[] {
  const asked = askedKeys(name, sections, round.askedAtDraw);
  const per = keptPerStratum(round, name);
  const skips = round.skipped[name] ?? {};
  const perFile = new Map<string, number>();
  for (const s of sections) perFile.set(s.file, (perFile.get(s.file) ?? 0) + 1);
  const minLevel = name === 'ja-react-dev' ? 2 : 1;
  const eligible = sections.filter((s) => s.level >= minLevel && s.text.trim().length > 250 && !asked.has(`${s.file}#${s.line}`));
  const long = eligible.filter((s) => (perFile.get(s.file) ?? 0) >= 10 && s.text.trim().length > 600);
  const rand = prng(round.seed + HANDBOOKS.findIndex((h) => h.name === name));
  const out: Draw[] = [];
  const seen = new Set<string>();
  for (const [stratum, pool] of [['long', long], ['any', eligible]] as const) {
    let kept = 0;
    let past = 0;
    for (const s of shuffle(pool, rand)) {
      if (seen.has(s.id)) continue;
      if (kept >= per && past++ >= extra) break;
      const why = skips[`${s.file}:${s.line}`];
      out.push({ section: s, stratum, ...(why ? { skipped: why } : {}) });
      // Only a kept draw is taken out of the later stratum, so showing extra draws changes nothing.
      if (!why && kept < per) (kept++, seen.add(s.id));
    }
  }
  return out;
}

/** The kept sections of a handbook (30 unless the round says otherwise), in draw order (`sections`: the handbook's, when the caller has them; `round`: ROUND10 unless given). */
export function sampleHeld10(name: string, sections?: readonly Section[], round: HeldRound = ROUND10): Section[] {
  const per = keptPerStratum(round, name);
  const kept: Section[] = [];
  const count = { long: 0, any: 0 };
  for (const d of drawHeld10(name, 0, sections, round)) {
    if (d.skipped || count[d.stratum] >= per) continue;
    count[d.stratum]++;
    kept.push(d.section);
  }
  return kept;
}

if (process.argv.includes('--print')) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const name = args[0] ?? '18f-handbook';
  const extra = Number(args[1] ?? 0);
  const width = Number(args[2] ?? 900);
  drawHeld10(name, extra).forEach((d, i) => {
    const s = d.section;
    const body = s.text.replace(/\s+/g, ' ').trim();
    console.log(`### ${i + 1} ${d.stratum}${d.skipped ? ` SKIPPED (${d.skipped})` : ''} ${s.file}:${s.line} L${s.level} [${[s.title, ...s.path].filter(Boolean).join(' > ')}] ${s.heading} (${body.length} chars)`);
    console.log(body.slice(0, width));
  });
}
