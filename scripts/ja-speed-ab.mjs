// Japanese first-pass speed of this checkout against an older commit, both in one process (issue 14,
// item 5): the machine drifts 5–10% and other work shares its cores, so figures from separate runs
// cannot tell a 5% change. Each tree's indexing code is bundled by esbuild (under vite-node every
// imported binding in a hot loop is a getter call), both load the dictionary the build ships, and
// rounds alternate which goes first. Per round: the English 18F build, then a cold Japanese build
// (chunk memo and decoded features empty); CPU time (process.cpuUsage) beside wall time, since
// CPU time leaves out the waits for a core. Also prints the SHA-256 of each tree's collected rows
// of ja-react-dev: the analyser's output must not change.
//
// Run: node scripts/ja-speed-ab.mjs <commit> [rounds]   (needs ../shared/corpora)
//      node scripts/ja-speed-ab.mjs <commit> [rounds] --english-only   the commit's English build
//      alone (a commit before the analyser, e.g. 2104e9e, where issue 14 was filed): this
//      checkout's Japanese cold build against the English of then, beside today's English.
//      node scripts/ja-speed-ab.mjs - [rounds] --json   this checkout alone, as one JSON line
//      (what bench/ja-quality.bench.ts reads for its bundled row: the extension ships a bundle).
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const json = process.argv.includes('--json');
const englishOnly = process.argv.includes('--english-only');
const [commit, roundsArg] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!commit) throw new Error('usage: node scripts/ja-speed-ab.mjs <commit | -> [rounds] [--json]');
const alone = commit === '-';
if (!existsSync(path.join(CORPORA, 'ja-react-dev'))) {
  console.log(`skipped: ${CORPORA}/ja-react-dev is absent`);
  process.exit(0);
}
const rounds = Number(roundsArg ?? 15);
const dir = mkdtempSync(path.join(tmpdir(), 'ja-ab-'));
const old = path.join(dir, 'old');
if (!alone) {
  execSync(`mkdir -p ${old} && git archive ${commit} lib test/search/quality-eval.ts scripts | tar -x -C ${old}`, { cwd: ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(old, 'node_modules'));
}

// The same entry over either tree: the dictionary made once into node_modules/.cache by this
// checkout's test support (both trees read shipped form 2 unless the old one predates it).
const entry = (tree) => `
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { ensureAnalyserFor, forgetChunks, setDictionaryReader } from '${tree}/lib/search/cjk/analyser';
import { shippedName } from '${tree}/lib/search/cjk/extension-dictionary';
import { buildIndex, collectSections } from '${tree}/lib/search/index';
import { corpusSections, readCorpus } from '${tree}/test/search/quality-eval';
import { shippedDictionary } from '${tree}/scripts/kuromoji-dict';
const SHIPPED = '${path.join(dir, 'dict-')}' + ${JSON.stringify(tree === ROOT ? 'new' : 'old')};
export async function prepare() {
  shippedDictionary('${path.join(ROOT, 'node_modules/kuromoji/dict')}', SHIPPED);
  setDictionaryReader({ gzipped: false, read: async (n) => readFile(path.join(SHIPPED, shippedName(n))) });
  await ensureAnalyserFor(['日本語']);
  const ja = readCorpus('${CORPORA}/ja-react-dev');
  const en = readCorpus('${CORPORA}/18f-handbook');
  const mb = (files) => files.reduce((n, [, t]) => n + Buffer.byteLength(t), 0) / 1e6;
  const jaS = corpusSections(ja), enS = corpusSections(en);
  return {
    jaMb: mb(ja), enMb: mb(en),
    en: () => buildIndex(enS),
    cold: () => { forgetChunks(); buildIndex(jaS); },
    hash: () => {
      forgetChunks();
      const c = collectSections(jaS);
      const h = createHash('sha256');
      h.update(c.terms.join('\\n'));
      for (const r of [c.rowTerm, c.rowDoc, c.rowTf]) h.update(new Uint8Array(r.data.buffer, r.data.byteOffset, r.length * r.data.BYTES_PER_ELEMENT));
      h.update(new Uint8Array(c.fieldLen.buffer, c.fieldLen.byteOffset, c.fieldLen.byteLength));
      h.update(c.analyser);
      return h.digest('hex');
    },
  };
}`;
// An older tree's English build only (it may predate the analyser and the dictionary).
const englishEntry = (tree) => `
import { buildIndex } from '${tree}/lib/search/index';
import { corpusSections, readCorpus } from '${tree}/test/search/quality-eval';
export async function prepare() {
  const en = readCorpus('${CORPORA}/18f-handbook');
  const enS = corpusSections(en);
  return { enMb: en.reduce((n, [, t]) => n + Buffer.byteLength(t), 0) / 1e6, en: () => buildIndex(enS), cold: null, hash: null };
}`;
const mods = {};
for (const [name, tree] of alone ? [['new', ROOT]] : [['old', old], ['new', ROOT]]) {
  writeFileSync(path.join(dir, `${name}.ts`), englishOnly && name === 'old' ? englishEntry(tree) : entry(tree));
  await build({ entryPoints: [path.join(dir, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: path.join(dir, `${name}.mjs`), external: ['kuromoji', 'esbuild'], logLevel: 'warning' });
  mods[name] = await (await import(path.join(dir, `${name}.mjs`))).prepare();
}
const hashes = Object.fromEntries(Object.entries(mods).filter(([, m]) => m.hash).map(([name, m]) => [name, m.hash()]));
if (!json) for (const [name, h] of Object.entries(hashes)) console.log(`${name === 'old' ? commit : 'this checkout'}: rows SHA-256 ${h}`);

const timed = (fn) => {
  const c = process.cpuUsage();
  const t = performance.now();
  fn();
  const d = process.cpuUsage(c);
  return [performance.now() - t, (d.user + d.system) / 1000];
};
const med = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
// A ratio's median with its quartiles (the spread of the paired rounds).
const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${s[s.length >> 1].toFixed(3)} (${s[Math.floor((s.length - 1) / 4)].toFixed(3)}–${s[Math.ceil((3 * (s.length - 1)) / 4)].toFixed(3)})`;
};
const res = Object.fromEntries(Object.keys(mods).map((name) => [name, []]));
for (const m of Object.values(mods)) (m.en(), m.cold?.());
for (let r = 0; r < rounds; r++) {
  for (const name of alone ? ['new'] : r % 2 ? ['new', 'old'] : ['old', 'new']) {
    const m = mods[name];
    const [ew, ec] = timed(m.en);
    const [jw, jc] = m.cold ? timed(m.cold) : [NaN, NaN];
    res[name].push({ en: m.enMb / ew * 1e3, ja: m.jaMb / jw * 1e3, enCpu: m.enMb / ec * 1e3, jaCpu: m.jaMb / jc * 1e3 });
  }
}
if (json) {
  console.log(JSON.stringify({ rounds: res.new, jaMb: mods.new.jaMb, enMb: mods.new.enMb, hash: hashes.new }));
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
const col = (name, k) => res[name].map((x) => x[k]);
if (englishOnly) {
  const over = (ja, en, name) => spread(res.new.map((x, i) => x[ja] / res[name][i][en]));
  console.log(`English wall MB/s: ${commit} ${med(col('old', 'en')).toFixed(1)}, this checkout ${med(col('new', 'en')).toFixed(1)}; Japanese cold, this checkout ${med(col('new', 'ja')).toFixed(1)}`);
  console.log(`Japanese cold ÷ English of ${commit}, median (quartiles) of ${rounds} paired rounds: wall ${over('ja', 'en', 'old')}, CPU ${over('jaCpu', 'enCpu', 'old')}; ÷ this checkout's English: wall ${over('ja', 'en', 'new')}, CPU ${over('jaCpu', 'enCpu', 'new')}`);
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
for (const name of alone ? ['new'] : ['old', 'new']) {
  const ratio = (ja, en) => spread(res[name].map((x) => x[ja] / x[en]));
  console.log(`${(name === 'old' ? commit : 'this checkout').padEnd(14)} wall MB/s: English ${med(col(name, 'en')).toFixed(1)}, Japanese cold ${med(col(name, 'ja')).toFixed(1)}, ratio ${ratio('ja', 'en')} | CPU MB/s: English ${med(col(name, 'enCpu')).toFixed(1)}, Japanese cold ${med(col(name, 'jaCpu')).toFixed(1)}, ratio ${ratio('jaCpu', 'enCpu')}`);
}
const paired = (k) => spread(res.new.map((x, i) => x[k] / res.old[i][k]));
if (!alone) console.log(`this checkout ÷ ${commit}, median (quartiles) of ${rounds} paired rounds: Japanese cold CPU ${paired('jaCpu')}, wall ${paired('ja')}; English CPU ${paired('enCpu')}, wall ${paired('en')}`);
rmSync(dir, { recursive: true, force: true });
