/**
 * Issue 15, sixth round: our held-out families in eleven more languages (attacks) and fourteen
 * (benign handbook prose and hard negatives), per language, for each flagging function given.
 * Attacks are never trained on; of the benign families only the even half is
 * (test/untrusted/fixtures/dev-benign-languages-more.ts), and the odd half is reported here.
 * With the shipped scan: `npx vite-node scripts/injection-languages-eval.ts [--list]`.
 */
import { DEV_LANGUAGE_ATTACKS_MORE } from '../../test/untrusted/fixtures/dev-attacks-languages-more';
import { DEV_BENIGN_LANGUAGES_MORE } from '../../test/untrusted/fixtures/dev-benign-languages-more';
import { alternateHalf, type TextFamily } from '../../test/untrusted/fixtures/dev-hard-negatives';

type Scan = readonly [string, (t: string) => boolean];
const cell = (texts: readonly string[], f: (t: string) => boolean): string => `${texts.filter(f).length}/${texts.length}`;
const by = (fs: readonly TextFamily[], key: (f: TextFamily) => string): Map<string, string[]> => {
  const m = new Map<string, string[]>();
  for (const f of fs) m.set(key(f), [...(m.get(key(f)) ?? []), ...f.texts]);
  return m;
};

/** Markdown tables: attacks caught per language and per kind, held-out benign flagged per language. */
export function languagesMoreLines(scans: readonly Scan[]): string[] {
  const head = (what: string): string[] => [`| ${what} | ${scans.map(([n]) => n).join(' | ')} |`, `|---|${scans.map(() => '---|').join('')}`];
  const rows = (m: Map<string, string[]>): string[] => [...m].map(([k, ts]) => `| ${k} | ${scans.map(([, f]) => cell(ts, f)).join(' | ')} |`);
  const all = DEV_LANGUAGE_ATTACKS_MORE.flatMap((f) => f.texts);
  const benign = alternateHalf(DEV_BENIGN_LANGUAGES_MORE, 1);
  const prose = benign.filter((f) => f.kind !== 'hard negative');
  const hard = benign.filter((f) => f.kind === 'hard negative');
  return [
    ...head('attacks (never trained on), by language'),
    `| **all** | ${scans.map(([, f]) => cell(all, f)).join(' | ')} |`,
    ...rows(by(DEV_LANGUAGE_ATTACKS_MORE, (f) => f.lang ?? '?')),
    '',
    ...head('attacks by kind'),
    ...rows(by(DEV_LANGUAGE_ATTACKS_MORE, (f) => f.kind ?? '?')),
    '',
    ...head('held-out benign (odd half), by language: prose + hard negatives flagged'),
    `| **prose** | ${scans.map(([, f]) => cell(prose.flatMap((x) => x.texts), f)).join(' | ')} |`,
    `| **hard negatives** | ${scans.map(([, f]) => cell(hard.flatMap((x) => x.texts), f)).join(' | ')} |`,
    ...rows(by(benign, (f) => f.lang ?? '?')),
  ];
}
