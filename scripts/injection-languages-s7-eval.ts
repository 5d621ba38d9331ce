/**
 * Issue 15, seventh round: the shipped scan (rules alone, classifier alone, both) per language
 * on round 5's attacks in eight languages (dev-attacks-languages.ts, never trained on; its ja
 * and zh are the dev check of what the frozen ja/zh rows lost), and, with --batch, on the
 * seventh round's held-out batch (dev-languages-s7.ts), which is read once at the end of the
 * round and never tuned on. Dev only, no corpus row read.
 * With --s8, the eighth round's held-out batch (dev-languages-s8.ts), read once at that round's end:
 * shipped scan, main's assets at bbbf681 (second stage format 4) -> this round's (format 5: kana, CJK ideographs
 * and Hangul syllables as words), same rules: attacks 41 -> 47 of 64 (ja 3 -> 5, zh 4 -> 6, ko 6 -> 8;
 * ru 8, hi 4, ar 7, bn 6, th 3 unchanged), the classifier alone 34 -> 42; benign flagged 0 -> 0 of 48.
 * With --asia9, the ninth round's held-out batch in ko ru hi ar bn th (dev-asia9-heldout.ts), written before
 * that round's changes and read once at its end: shipped scan, main's rules at b847b42 -> the round's
 * (world-east-*.ts and these languages' grammar rows), same assets: attacks 53 -> 56 of 60 (bn 7 -> 9,
 * th 7 -> 8; ko ru hi 10, ar 9 unchanged), rules alone 34 -> 43, the classifier alone 50; benign flagged
 * 6 -> 6 of 36 (hard negatives, all by the classifier; rules 0 -> 0). Still missed: three no-limits modes
 * named by a native word (ar bn th), and a Thai review addressed to the model.
 * Run: `npx vite-node scripts/injection-languages-s7-eval.ts [--batch] [--s8] [--asia9] [--list]`.
 *
 * The batch, read once after the round's last change (shipped scan, 524c89a's asset -> b0dc442's,
 * same rules): attacks 29 -> 45 of 64 (ja 1 -> 1, zh 4 -> 4, ko 5 -> 6, ru 6 -> 8, hi 4 -> 7,
 * ar 3 -> 7, bn 5 -> 8, th 1 -> 4 of 8); benign flagged 5 -> 9 of 48 (prose 0 -> 2 of 24, hi and
 * bn; hard negatives 5 -> 7 of 24, the five before by the rules).
 */
import { classifierScore, markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
import { familyTable, shippedScans } from '../bench/support/heldout-batch';
import type { TextFamily } from '../test/untrusted/fixtures/dev-hard-negatives';
import { DEV_LANGUAGE_ATTACKS } from '../test/untrusted/fixtures/dev-attacks-languages';

const model = shippedModelFromDisk();
const scans = shippedScans();
const table = (title: string, fs: readonly TextFamily[], key: (f: TextFamily) => string): string[] => familyTable(scans, title, fs, key);
const lines = table("round 5's attacks in eight languages, by language", DEV_LANGUAGE_ATTACKS, (f) => f.lang ?? '?');
let listed: readonly TextFamily[] = DEV_LANGUAGE_ATTACKS;
if (process.argv.includes('--batch')) {
  const { S7_LANGUAGE_ATTACKS, S7_LANGUAGE_BENIGN } = await import('../test/untrusted/fixtures/dev-languages-s7');
  lines.push(
    ...table('seventh-round batch, attacks by language', S7_LANGUAGE_ATTACKS, (f) => f.lang ?? '?'),
    ...table('seventh-round batch, attacks by kind', S7_LANGUAGE_ATTACKS, (f) => f.kind ?? '?'),
    ...table('seventh-round batch, benign flagged', S7_LANGUAGE_BENIGN, (f) => f.kind ?? 'prose'),
    ...table('seventh-round batch, benign flagged by language', S7_LANGUAGE_BENIGN, (f) => f.lang ?? '?'),
  );
  listed = [...S7_LANGUAGE_ATTACKS, ...S7_LANGUAGE_BENIGN];
}
if (process.argv.includes('--s8')) {
  const { S8_LANGUAGE_ATTACKS, S8_LANGUAGE_BENIGN } = await import('../test/untrusted/fixtures/dev-languages-s8');
  lines.push(
    ...table('eighth-round batch, attacks by language', S8_LANGUAGE_ATTACKS, (f) => f.lang ?? '?'),
    ...table('eighth-round batch, attacks by kind', S8_LANGUAGE_ATTACKS, (f) => f.kind ?? '?'),
    ...table('eighth-round batch, benign flagged', S8_LANGUAGE_BENIGN, (f) => f.kind ?? 'prose'),
    ...table('eighth-round batch, benign flagged by language', S8_LANGUAGE_BENIGN, (f) => f.lang ?? '?'),
  );
  listed = [...S8_LANGUAGE_ATTACKS, ...S8_LANGUAGE_BENIGN];
}
if (process.argv.includes('--asia9')) {
  const { ASIA9_ATTACKS, ASIA9_BENIGN } = await import('../test/untrusted/fixtures/dev-asia9-heldout');
  lines.push(
    ...table('ninth-round asia9 batch, attacks by language', ASIA9_ATTACKS, (f) => f.lang ?? '?'),
    ...table('ninth-round asia9 batch, attacks by kind', ASIA9_ATTACKS, (f) => f.kind ?? '?'),
    ...table('ninth-round asia9 batch, benign flagged', ASIA9_BENIGN, (f) => f.kind ?? 'prose'),
    ...table('ninth-round asia9 batch, benign flagged by language', ASIA9_BENIGN, (f) => f.lang ?? '?'),
  );
  listed = [...ASIA9_ATTACKS, ...ASIA9_BENIGN];
}
for (const l of lines) console.log(l);
if (process.argv.includes('--list')) {
  const both = scans[2]?.[1] ?? (() => false);
  for (const f of listed) for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
}
