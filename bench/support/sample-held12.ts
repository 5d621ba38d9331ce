// Sampling for the round-12 held-out questions (bench/questions/<handbook>.held-12.jsonl): round 10's
// draw (sample-held10.ts: two strata of 15, the same filters) with a new seed (mulberry32, 20261212 +
// the handbook's index in HANDBOOKS), its own skipped draws, and the held-10 files among the question
// files whose sections are left out (by file and heading line only; no question text is read).
// Print: npx vite-node bench/support/sample-held12.ts -- --print12 <handbook> [extra draws shown] [width].
// Round 13 (ROUND13, sampleHeld13) is here too: seed 20261313, held-12 sections left out as well;
// round 14 (ROUND14, sampleHeld14): seed 20261414, held-12 and held-13 sections left out;
// round 15 (ROUND15, sampleHeld15): seed 20261515, held-14 sections left out too, 30 per stratum for ja-react-dev;
// round 16 (ROUND16, sampleHeld16): seed 20261616, held-15 sections left out too, 30 per stratum for ja-react-dev.
import type { Section } from '../../lib/search/sections';
import { ASKED_AT_DRAW, drawHeld10, sampleHeld10, type Draw, type HeldRound } from './sample-held10';

/** Draws that cannot carry a question, by handbook and `file:line`, with why. */
export const SKIPPED12: Record<string, Record<string, string>> = {
  '18f-handbook': {},
  'cwe-playbook': {
    'docs/design/design-reviews/decision-log/examples/memory/trade-studies/gitops.md:147': 'a bare link list (Resources)',
  },
  'mattermost-handbook': {
    'operations/research-and-development/product/product-planning/product-philosophy-and-principles.md:1': 'an intro sentence only: the principles are its sub-sections',
  },
  'ja-react-dev': {
    'src/content/blog/2023/03/16/introducing-react-dev.md:342': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/preserving-and-resetting-state.md:1536': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/passing-props-to-a-component.md:926': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/extracting-state-logic-into-a-reducer.md:1863': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/conditional-rendering.md:537': 'a challenge exercise (the same one as the blog post\'s): the task to solve, not something a reader looks up',
  },
};

/** The question files that existed when the held-12 sections were drawn: round 10's and the held-10 files. */
export const ASKED_AT_DRAW12 = [...ASKED_AT_DRAW, 'held-10.jsonl'];

export const ROUND12: HeldRound = { seed: 20261212, skipped: SKIPPED12, askedAtDraw: ASKED_AT_DRAW12 };

/** Both strata's draws of round 12, in order; `extra` more draws per stratum past the kept ones. */
export function drawHeld12(name: string, extra = 0, sections?: readonly Section[]): Draw[] {
  return drawHeld10(name, extra, sections, ROUND12);
}

/** The 30 kept sections of round 12 for a handbook, in draw order. */
export function sampleHeld12(name: string, sections?: readonly Section[]): Section[] {
  return sampleHeld10(name, sections, ROUND12);
}

// Round 13 (bench/questions/<handbook>.held-13.jsonl): the same draw, seed 20261313 + the handbook's
// index, leaving out the held-12 sections too. Print: --print13 instead of --print12.
/** Round 13's draws that cannot carry a question, by handbook and `file:line`, with why. */
export const SKIPPED13: Record<string, Record<string, string>> = {
  '18f-handbook': {
    'pages/performance-management/employee-resources.md:38': 'a bare link list (InSite guides, titles only)',
  },
  'cwe-playbook': {
    'docs/documentation/README.md:68': 'a bare link list (Recipes)',
  },
  'mattermost-handbook': {
    'operations/research-and-development/product/archive/product-technical-writing-team-handbook.md:232': 'an intro paragraph only: the ways to take part are its sub-sections',
    'contributors/contributors/README.md:19': 'a bare link list (staff key documents)',
    'operations/workplace/people/working-at-mattermost/onboarding/staff-onboarding-guide.md:3': 'a table of contents: a bare link list',
  },
  'ja-react-dev': {
    'src/content/blog/2022/03/29/react-v18.md:271': 'a changelog: a list of pull-request links',
    '.claude/skills/react-expert/SKILL.md:159': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/versions.md:197': 'a changelog: a list of blog-post links',
  },
};

/** The question files that existed when the held-13 sections were drawn: round 12's and the held-12 files. */
export const ASKED_AT_DRAW13 = [...ASKED_AT_DRAW12, 'held-12.jsonl'];

export const ROUND13: HeldRound = { seed: 20261313, skipped: SKIPPED13, askedAtDraw: ASKED_AT_DRAW13 };

/** The 30 kept sections of round 13 for a handbook, in draw order. */
export function sampleHeld13(name: string, sections?: readonly Section[]): Section[] {
  return sampleHeld10(name, sections, ROUND13);
}

// Round 14 (bench/questions/<handbook>.held-14.jsonl): the same draw, seed 20261414 + the handbook's
// index, leaving out the held-12 and held-13 sections too. Print: --print14.
/** Round 14's draws that cannot carry a question, by handbook and `file:line`, with why. */
export const SKIPPED14: Record<string, Record<string, string>> = {
  '18f-handbook': {},
  'cwe-playbook': {},
  'mattermost-handbook': {},
  'ja-react-dev': {},
};

/** The question files that existed when the held-14 sections were drawn: round 13's and the held-13 files. */
export const ASKED_AT_DRAW14 = [...ASKED_AT_DRAW13, 'held-13.jsonl'];

export const ROUND14: HeldRound = { seed: 20261414, skipped: SKIPPED14, askedAtDraw: ASKED_AT_DRAW14 };

/** The 30 kept sections of round 14 for a handbook, in draw order. */
export function sampleHeld14(name: string, sections?: readonly Section[]): Section[] {
  return sampleHeld10(name, sections, ROUND14);
}

// Round 15 (bench/questions/<handbook>.held-15.jsonl): the same draw, seed 20261515 + the handbook's
// index, leaving out the held-14 sections too; Japanese-heavy: 30 per stratum for ja-react-dev (60
// questions), 15 for the English handbooks (30 each), 150 in all. Print: --print15.
/** Round 15's draws that cannot carry a question, by handbook and `file:line`, with why. */
export const SKIPPED15: Record<string, Record<string, string>> = {
  '18f-handbook': {
    'pages/general-information-and-resources/reasonable-accommodations.md:151': 'a bare link list (Resources)',
  },
  'cwe-playbook': {
    'docs/agile-development/advanced-topics/collaboration/pair-programming-tools.md:29': 'a bare link list (Resources)',
  },
  'mattermost-handbook': {},
  'ja-react-dev': {
    '.claude/skills/docs-rsc-sandpack/SKILL.md:28': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/blog/2022/03/29/react-v18.md:325': 'a changelog: a list of pull-request links',
    'src/content/community/videos.md:135': 'a bare link list (conference talk videos)',
    'src/content/learn/manipulating-the-dom-with-refs.md:1093': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-components/SKILL.md:202': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/reacting-to-input-with-state.md:506': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-rsc-sandpack/SKILL.md:42': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/state-a-components-memory.md:1328': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-writer-reference/SKILL.md:756': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/queueing-a-series-of-state-updates.md:275': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/write/SKILL.md:19': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-writer-reference/SKILL.md:414': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-writer-learn/SKILL.md:269': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-voice/SKILL.md:26': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-sandpack/SKILL.md:99': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/extracting-state-logic-into-a-reducer.md:1414': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/react-expert/SKILL.md:29': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/separating-events-from-effects.md:1164': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/state-a-components-memory.md:916': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/community/meetups.md:84': 'a bare link list (meetup groups in India)',
  },
};

/** The question files that existed when the held-15 sections were drawn: round 14's and the held-14 files. */
export const ASKED_AT_DRAW15 = [...ASKED_AT_DRAW14, 'held-14.jsonl'];

/** Kept per stratum in round 15, where it is not 15. */
export const PER_STRATUM15: Readonly<Record<string, number>> = { 'ja-react-dev': 30 };

export const ROUND15: HeldRound = { seed: 20261515, skipped: SKIPPED15, askedAtDraw: ASKED_AT_DRAW15, perStratum: PER_STRATUM15 };

/** The kept sections of round 15 for a handbook (30; ja-react-dev 60), in draw order. */
export function sampleHeld15(name: string, sections?: readonly Section[]): Section[] {
  return sampleHeld10(name, sections, ROUND15);
}

// Round 16 (bench/questions/<handbook>.held-16.jsonl): the same draw, seed 20261616 + the handbook's
// index, leaving out the held-15 sections too; Japanese-heavy like round 15: 30 per stratum for
// ja-react-dev (60 questions), 15 for the English handbooks (30 each), 150 in all. Print: --print16.
/** Round 16's draws that cannot carry a question, by handbook and `file:line`, with why. */
export const SKIPPED16: Record<string, Record<string, string>> = {
  '18f-handbook': {},
  'cwe-playbook': {
    'docs/code-reviews/pull-requests.md:83': 'a bare link list (Resources)',
    'docs/developer-experience/README.md:175': 'an intro sentence only: the strategies are its sub-sections',
  },
  'mattermost-handbook': {
    'operations/research-and-development/product/product-roadmap-cadence.md:125': 'a bare link list (References)',
  },
  'ja-react-dev': {
    'src/content/learn/removing-effect-dependencies.md:1474': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/choosing-the-state-structure.md:1999': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/you-might-not-need-an-effect.md:1011': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/your-first-component.md:241': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-components/SKILL.md:441': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/versions.md:223': 'a changelog: a list of blog-post links',
    '.claude/skills/react-expert/SKILL.md:159': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/versions.md:197': 'a changelog: a list of blog-post links',
    'src/content/learn/synchronizing-with-effects.md:1338': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/learn/conditional-rendering.md:457': 'a challenge exercise: the task to solve, not something a reader looks up',
    'src/content/community/conferences.md:479': 'a past conference listing: a date and bare links',
    '.claude/skills/write/SKILL.md:170': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-writer-blog/SKILL.md:553': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    '.claude/skills/docs-writer-reference/SKILL.md:322': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
    'src/content/learn/rsc-sandbox-test.md:51': 'a test page for the docs site\'s RSC sandbox (code only), not something a React user looks up',
    'src/content/learn/keeping-components-pure.md:578': 'a challenge exercise: the task to solve, not something a reader looks up',
    '.claude/skills/docs-sandpack/SKILL.md:187': 'an internal note for the docs-writing tool (.claude/skills), not something a React user asks',
  },
};

/** The question files that existed when the held-16 sections were drawn: round 15's and the held-15 files. */
export const ASKED_AT_DRAW16 = [...ASKED_AT_DRAW15, 'held-15.jsonl'];

/** Kept per stratum in round 16, where it is not 15. */
export const PER_STRATUM16: Readonly<Record<string, number>> = { 'ja-react-dev': 30 };

export const ROUND16: HeldRound = { seed: 20261616, skipped: SKIPPED16, askedAtDraw: ASKED_AT_DRAW16, perStratum: PER_STRATUM16 };

/** The kept sections of round 16 for a handbook (30; ja-react-dev 60), in draw order. */
export function sampleHeld16(name: string, sections?: readonly Section[]): Section[] {
  return sampleHeld10(name, sections, ROUND16);
}

// Its own flag: sample-held10.ts, imported here, prints on --print.
const ROUNDS_BY_FLAG: ReadonlyArray<readonly [string, HeldRound]> = [['--print12', ROUND12], ['--print13', ROUND13], ['--print14', ROUND14], ['--print15', ROUND15], ['--print16', ROUND16]];
const print = ROUNDS_BY_FLAG.find(([flag]) => process.argv.includes(flag))?.[1] ?? null;
if (print) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const name = args[0] ?? '18f-handbook';
  const extra = Number(args[1] ?? 0);
  const width = Number(args[2] ?? 900);
  drawHeld10(name, extra, undefined, print).forEach((d, i) => {
    const s = d.section;
    const body = s.text.replace(/\s+/g, ' ').trim();
    console.log(`### ${i + 1} ${d.stratum}${d.skipped ? ` SKIPPED (${d.skipped})` : ''} ${s.file}:${s.line} L${s.level} [${[s.title, ...s.path].filter(Boolean).join(' > ')}] ${s.heading} (${body.length} chars)`);
    console.log(body.slice(0, width));
  });
}
