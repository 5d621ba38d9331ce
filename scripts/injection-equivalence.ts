// Equivalence check for speed work on the injection scan (issue 15): scans a fixed body of texts
// and hashes every marker (rule, index, length), once with the rules alone and once with the
// shipped two-stage classifier, and every classifier window with its score (both stages), so any
// change of output changes the hash. The texts: every row of
// ../shared/corpora/injections-dev.jsonl and injections-more.jsonl (attacks, benign and
// hard-negative paragraphs), every paragraph and every whole file of the four handbooks, the 18F
// handbook joined into one text (the bench's input), every string of test/untrusted/fixtures, and
// each attack also upper-cased, in fullwidth letters, letter-separated and in leetspeak (so the
// folded view, the disguise readers and the caps are all exercised).
//
// Run: npx vite-node scripts/injection-equivalence.ts [--root DIR]
//   --root DIR  scan with the lib/ of another checkout (e.g. `git archive e9860fa` unpacked, with
//               node_modules linked); the texts always come from this checkout and ../shared.
// Exits 1 when the hash differs from START_HASH: the output of the scan before the speed work
// (e9860fa's code) with the classifier shipped now. Retraining the classifier, or any change of
// what is flagged, changes it: record the new hash in the same commit, with the reason.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The reference: the merge of round 11 (English: reader-steering and authority-claim rules, the
 * grammar's English forms; last hash on its branch 47769d7d…) and the sixth round (languages:
 * world-*.ts rules, a second stage that reads every script, format 4; last hash a05d6b4a…), with
 * the classifier retrained once on the merged grammar (SYNTHETIC 300): 978ddc91…. Each earlier
 * hash and what changed it is in the commit messages that touched this line (git log -L).
 * Before both rounds: 3b7ab6ca…, the hash of e01691a. Seventh round (the learned second opinion):
 * c987b778…, the same scan and assets over more texts: the held-out batch
 * test/untrusted/fixtures/dev-s7-heldout.ts is among the fixtures hashed (without it: 978ddc91…).
 * Seventh round (languages, on its own branch): the held-out batch
 * test/untrusted/fixtures/dev-languages-s7.ts joins the texts (69b4740e… with the classifier as
 * it was), then the classifier is retrained with more grammar text in the eight languages the
 * first stage reads as a placeholder (injection-train.ts's SCRIPT_EXTRA): b3c86ed8…; then with
 * ordinary benign sentences in fr/de/es/it/pt (injection-grammar-benign-latin.ts): 6fb04afa….
 * Both merged: 7c1482e2…. Then short paragraphs in Chinese, Japanese or Korean are scored
 * (score.ts weightedLength): 34e42eed…. Eighth round (Latin-script languages, branch latin8): its
 * held-out batch and rule families join the fixtures hashed, world-leaks.ts reads more ways to ask
 * for the prompt in es fr de it pt, and the classifier is retrained on the Latin grammars' new
 * word orders and LATIN_EXTRA: ac0325ec…. Eighth round (script8, on its own branch): the held-out batch
 * test/untrusted/fixtures/dev-languages-s8.ts joins the texts (4d2df3ea… with the classifier as
 * it was), then the second stage reads kana and CJK ideographs as one-character words (format 5,
 * word-features.ts), retrained: c5e3f08d…; then Hangul syllables too, retrained: 6f95186f….
 * Both merged, retrained once: 33cb5ddd…. Eighth round (English, on its own branch en8): new English
 * rules (reader-labels.ts, leak-forms.ts, payload-order and more forms in leaks, short-extraction,
 * steering, reader, modes, personas) change what is flagged, and their families and held-out
 * batch join the fixtures hashed; the classifier assets are unchanged: 8dd0e4fa…. Merged: f53c59d5….
 * Eighth round (override objects, on its own branch neg8): its fixtures join the texts, then
 * instruction-override reads what is overridden (the reader's own instructions, not a topic-bound
 * thing of the handbook), and the Romance patterns check the word before the noun: 55a8e88f….
 * All four merged and retrained once (assets as after script8's merge): 5c7bd4ff….
 * Eighth round, indirect pass (branch ind8): data-orders.ts (in reader-steering) flags orders
 * planted in data (a demand on the output made from this data, whoever processes it told what to
 * report, a switch of task, a quoted field with a role label, a waived check), and its families
 * and held-out batch join the fixtures hashed; assets unchanged: 83cb70e8….
 * Then a bare "whoever reads this …" needs an order about the answer, not a person's task
 * (addressed.ts; families-whoever.ts joins the texts): e0fc3c76….
 * Ninth round (ko ru hi ar bn th, branch asia9): its held-out batch and rule families join the
 * texts, and the world-east-*.ts rules (overrides, short extraction, modes, orders to the AI reading
 * the data) with the grammar rows of these languages change what is flagged; assets unchanged:
 * 8d4d7083… (29,203 markers); then the Korean and Thai orders to the AI are anchored on Thai and
 * Korean words, not on "ai" (English "aim", "air" woke them): the same markers, starting at the
 * particle: 16adbd27….
 * Ninth round (lead9, on its own branch): extraction as verb class x object class
 * (held-secrets.ts, model-limits.ts, world-secrets.ts, more prompt-leak and secret-request
 * markers); its families and held-out batch join the fixtures hashed; assets unchanged: 208068c4….
 * Ninth round, English techniques (branch ind9): its held-out batch and technique families join
 * the texts (4a9fd402… with main's rules), then frames.ts, formats.ts, dialogues.ts and wider
 * payload orders change what is flagged; assets unchanged: 8451d50a…. Then payload-order's new
 * transform forms anchored at their rarer word (the same texts flagged, markers start elsewhere): cd274699…;
 * then formats.ts's two patterns as one anchored at the span (the same again): 5b9bad5e….
 * All ninth-round rule branches merged (asia9, lead9, latin9, ind9; latin9's retrained assets): 37785b07….
 * Then secret-request reads a negation in hi th zh ja ko (advice never to give a password away is
 * quiet; only such benign texts of the fixtures change): 9967fa8e….
 * Tenth round (clf10): short9's dev and held-out short texts (dev-short9-families.ts,
 * dev-short9-heldout.ts, as on branch short9) join the texts; scan and assets unchanged (without
 * them: 9967fa8e…): 69f234f3….
 * Tenth round (tr id tl vi ar, branch world10): world10-families.ts joins the texts (98c68cec…, 36,023
 * markers, with the scan as it was), then world-south-*.ts and the removal of overrides.ts's EITHER_WAY
 * change what is flagged; assets unchanged: 202e198f… (36,721 markers).
 * Both merged on main: d54a638d… (37,236 markers). speed10 moved no marker. Then fix10 (rule false
 * positives of round 9, short misses, Polish, one negation module; 10 texts' rule names change, all
 * intended): 15b38bdd… (37,264 markers). Then leaks.ts's older secret-request row reads the
 * Indonesian and Tagalog negators and a verb of giving only at a word's start: 571c364b… (37,244).
 * Then clf10b: its families join the texts and the classifier retrains on training list v2
 * (benign paragraphs in 17 languages): e516b2ff… (38,647 markers). That retrain reverted after the
 * frozen read (the assets are clf10's again); clf10b's families stay as texts: 73548deb….
 * Then round 12's retrain with the round-10 batches (HELDOUT10_COPIES 1,3; its assets): bc933e99…,
 * recorded only in round 13 (the reference had gone stale). speed13 (round 13) moved no marker.
 * Round 16 (branch lang16, from 0dbfdd0, whose scan reads f42904f5… / 40,652 markers on this
 * branch's texts): the rules of world-persian/greek/hebrew/czech/romanian/swedish/ukrainian.ts and
 * world-input-ends.ts change what is flagged, and their families join the texts; assets unchanged:
 * c0f09285… (41,690 markers); then world-spelled-secrets.ts (a password given away letter by
 * letter, backwards) and its family: ac2cb8e2… (41,778 markers); then the asked forms ("what are
 * your instructions?") in the same seven languages and their family: 6f831c93… (41,931 markers);
 * then command and settings nouns out of those rules (a tutorial's "copy the commands above") and
 * a quiet family of them: 2bcff70f… (41,945 markers); then descriptions (a modal before the
 * infinitive, a third person) and "old" instructions quiet: 96a45085… (41,950 markers); then
 * mention.ts's cues narrowed (no bare sv "som", ro "ca", cs "jak", uk "як"): 8bc17bf5… (42,014 markers).
 * Then round 16's merge of lang16 with clf16 (the second stage retrained with every spent batch,
 * injection-classifier-v5.bin; the first stage and gate the same bytes): a15c32fc… (42,640 markers).
 * Then round 17's clf17 (v5.bin retrained by the same recipe with heldout16 pinned too): c6afce97… (43,077 markers).
 * Round 18 (short18): rules/short-asks.ts (short extraction asks: the owned prompt ordered out or
 * asked for, completion forms, owned "system prompt" and initial instructions, the text above
 * repeated, in English and other languages; short secret asks) change what is flagged, and
 * summarising or translating "the text above" is quiet; assets unchanged: 7e429fa1… (43,157 markers).
 * Then round 19's clf19b (v5.bin retrained by the same recipe with heldout18 added, heldout17 left
 * out: it broke dev bounds): c916a131… (43,201 markers).
 * Then round 20's cite20: "the system prompt" in other languages fires only asked for or the
 * reader's (rules/system-prompt-asks.ts; the noun alone fired on docs), and cited.ts's wider cues
 * (an example named as a noun, a report in a condition, a quote named after it): eaf68d93… (42,749
 * markers).
 * Then round 23's gate23 (GATE_PASS 0.10: the second stage reads windows above gate 0.097, not 0.138,
 * and its threshold is 0.361; weights the same bytes): 887b4fcc… (42,848 markers). The merge of
 * gate23 did not record it; this line does, with the same tree.
 * Round 26's clf26 (v5.bin retrained by the same recipe with heldout22 to heldout25 added; threshold
 * 0.350): fbe09a2e… (43,339 markers); merged, then taken out when the frozen split fell below its bar
 * (bench/results/injection-heldout26.md), so the reference is gate23's again. Its forerunners and
 * successor, read on fresh batches and not shipped: clf24 (heldout22-23) 7b80abe5… (43,306 markers),
 * clf25 (heldout22-24) ad34cadd… (43,398), clf27 (heldout22-26) 1ec499e8… (43,448).
 * Round 28's ja28 (Japanese grammar of extraction and of notes addressed to the machine,
 * rules/world-japanese.ts; the classifier gate23's bytes): 3c99a7c7… (42,924 markers).
 * Round 29's voc29 (English notes calling the processing machine by what it does, MACHINE_CALLED
 * and MACHINE_SHOULD in rules/addressed.ts; the classifier gate23's bytes): 3855b29f… (43,016 markers).
 * Round 30's voc30 (MACHINE_CALLED_MORE in rules/addressed.ts: a labelled call, what the machine is
 * doing, a when-clause and more verbs, for machines that cannot be people): aeeb8b8e… (43,090 markers).
 */
const START_HASH = 'aeeb8b8ec394f605de9877e3026a27d181ba68825b1ec00a3c0b69bff8fedfd9';

const here = path.resolve(import.meta.dirname, '..');
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1] as string) : here;
const corpora = path.resolve(here, '../shared/corpora');
if (!existsSync(corpora)) {
  console.log(`skipped: ${corpora} is absent`);
  process.exit(0);
}

const { scanInjection } = (await import(path.join(root, 'lib/untrusted/injection.ts'))) as typeof import('../lib/untrusted/injection');
const { parseModel, SECOND_STAGE_VERSION } = (await import(path.join(root, 'lib/untrusted/classifier/model.ts'))) as typeof import('../lib/untrusted/classifier/model');
const { foldedView } = (await import(path.join(root, 'lib/untrusted/view.ts'))) as typeof import('../lib/untrusted/view');
const { classifierWindows } = (await import(path.join(root, 'lib/untrusted/classifier/two-stage.ts'))) as typeof import('../lib/untrusted/classifier/two-stage');
const asset = (name: string): Buffer => readFileSync(path.join(root, 'lib/untrusted/classifier', name));
// The second stage's asset is named by its format (v4 before the eighth round, v5 since).
const secondAsset = readdirSync(path.join(root, 'lib/untrusted/classifier')).find((f) => f === `injection-classifier-v${SECOND_STAGE_VERSION}.bin`) ?? 'injection-classifier-v4.bin';
const model = { first: parseModel(asset('injection-classifier-v2.bin')), second: parseModel(asset(secondAsset), SECOND_STAGE_VERSION) };

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(md|mdx|txt)$/.test(p) ? [p] : [];
  });

/** Every string reachable from a value (the fixture modules export families of texts). */
const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];

const texts: string[] = [];
const attacks: string[] = [];
for (const name of ['injections-dev.jsonl', 'injections-more.jsonl']) {
  for (const line of readFileSync(path.join(corpora, name), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as { text: string; label: string };
    texts.push(row.text);
    if (row.label === 'injection') attacks.push(row.text);
  }
}
const fixtures = path.join(here, 'test/untrusted/fixtures');
for (const f of readdirSync(fixtures).sort()) {
  const p = path.join(fixtures, f);
  if (f.endsWith('.jsonl')) {
    for (const line of readFileSync(p, 'utf8').split('\n')) if (line.trim() !== '') texts.push((JSON.parse(line) as { text: string }).text);
  } else if (f.endsWith('.ts')) {
    const own = strings(Object.values(await import(p)));
    texts.push(...own);
    attacks.push(...own);
  }
}
for (const hb of ['18f-handbook', 'cwe-playbook', 'mattermost-handbook', 'ja-react-dev']) {
  const dir = path.join(corpora, hb);
  const all = files(dir).sort();
  const bodies = all.map((f) => readFileSync(f, 'utf8'));
  texts.push(...bodies);
  for (const b of bodies) texts.push(...b.split(/\n\s*\n/));
  if (hb === '18f-handbook') texts.push(bodies.join('\n'));
}
const fullwidth = (t: string): string => t.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const leet: Record<string, string> = { o: '0', i: '1', e: '3', a: '4', s: '5', t: '7' };
for (const a of attacks) {
  texts.push(a.toUpperCase(), fullwidth(a), a.replace(/([a-z])(?=[a-z])/gi, '$1|'), a.replace(/[oieast]/g, (c) => leet[c] as string));
}

const hash = createHash('sha256');
let markers = 0;
let chars = 0;
for (const t of texts) {
  chars += t.length;
  for (const m of [null, model] as const) {
    const found = scanInjection(t, undefined, m);
    markers += found.length;
    hash.update(JSON.stringify(found.map((x) => [x.rule, x.index, x.length])));
    hash.update('\n');
  }
  // Scores as exact decimal strings: [start, end, p] per window, p the second stage's where the gate passed.
  hash.update(classifierWindows(model, foldedView(t).text).join(','));
  hash.update('\n');
}
const digest = hash.digest('hex');
console.log(`${texts.length} texts, ${(chars / 1e6).toFixed(1)} M characters, ${markers} markers (rules alone and with the classifier), classifier window scores`);
console.log(`hash ${digest} (${root === here ? 'this checkout' : root})`);
if (digest !== START_HASH) {
  console.log(`DIFFERS from the reference: ${START_HASH}`);
  process.exit(1);
}
console.log('same as the reference');
