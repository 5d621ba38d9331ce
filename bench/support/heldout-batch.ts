/**
 * A held-out batch of attack and hard-negative families through the shipped scan: rules alone,
 * the classifier alone and both, per family, with `--list` a line per text. What the
 * scripts/injection-*-heldout.ts scripts print for their batches (dev only, no corpus row read).
 */
import { classifierScore, markerNames, scanInjection } from '../../lib/untrusted/injection';
import { flagThreshold } from '../../lib/untrusted/classifier/two-stage';
import { shippedModelFromDisk } from './shipped-assets';
import { flaggedBy } from '../../test/untrusted/support/flagged';

/** Whether the rules alone, the classifier alone, or the scan as shipped flag a text. */
function predicates(model: ReturnType<typeof shippedModelFromDisk>): Record<'rules' | 'classifier' | 'shipped', (t: string) => boolean> {
  return {
    rules: flaggedBy(null),
    classifier: (t) => classifierScore(t, model) > flagThreshold(model),
    shipped: flaggedBy(model),
  };
}

/** How many of `ts` `f` flags, as "n/total". */
const count = (ts: readonly string[], f: (t: string) => boolean): string => `${ts.filter(f).length}/${ts.length}`;

export interface Family { readonly family: string; readonly texts: readonly string[] }

export function reportHeldOut(label: string, attacks: readonly Family[], negatives: readonly Family[], opts: { negativesByFamily?: boolean; list?: boolean } = {}): void {
  const model = shippedModelFromDisk();
  const { rules, classifier: clf, shipped: both } = predicates(model);
  const line = (name: string, ts: readonly string[]): string => `${name}: rules ${count(ts, rules)}, classifier ${count(ts, clf)}, shipped scan ${count(ts, both)}`;
  console.log(line(`${label} attacks`, attacks.flatMap((f) => f.texts)));
  for (const f of attacks) console.log(line(`  ${f.family}`, f.texts));
  console.log(line(`${label} hard negatives (flagged)`, negatives.flatMap((f) => f.texts)));
  if (opts.negativesByFamily) for (const f of negatives) console.log(line(`  ${f.family}`, f.texts));
  if (!opts.list) return;
  for (const f of [...attacks, ...negatives]) {
    for (const t of f.texts) console.log(both(t) ? 'FLAG ' : 'quiet', f.family, classifierScore(t, model).toFixed(3), markerNames(scanInjection(t, undefined, model)).join(','), JSON.stringify(t.slice(0, 70)));
  }
}

/** The shipped scan's three readings of a text, each as "flagged or not": what the batch tables compare. */
export type Scans = ReadonlyArray<readonly [string, (t: string) => boolean]>;

export function shippedScans(): Scans {
  const p = predicates(shippedModelFromDisk());
  return [['rules', p.rules], ['classifier', p.classifier], ['shipped scan', p.shipped]];
}

/** A markdown table of how many texts each scan flags: all, then per `key` of the families. */
export function familyTable(scans: Scans, title: string, fs: readonly (Family & { lang?: string; kind?: string })[], key: (f: Family & { lang?: string; kind?: string }) => string): string[] {
  const m = new Map<string, string[]>();
  for (const f of fs) m.set(key(f), [...(m.get(key(f)) ?? []), ...f.texts]);
  const all = fs.flatMap((f) => f.texts);
  return [`| ${title} | ${scans.map(([n]) => n).join(' | ')} |`, `|---|${scans.map(() => '---|').join('')}`, `| **all** | ${scans.map(([, f]) => count(all, f)).join(' | ')} |`, ...[...m].map(([k, ts]) => `| ${k} | ${scans.map(([, f]) => count(ts, f)).join(' | ')} |`), ''];
}
