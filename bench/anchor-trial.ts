// Trial (issue 14, round 4): inbound link text as a field of the target section. Run:
// npx vite-node bench/anchor-trial.ts -- --name=X [--mode=none|page|frag|both] [--frozen] [--against=Y]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIndex, searchIndex } from '../lib/search/index';
import { ensureAnalyserFor, setDictionaryReader } from '../lib/search/cjk/analyser';
import { nodeDictionaryReader } from '../test/support/kuromoji-dict';
import { readCorpus } from '../test/search/quality-eval';
import { splitSections, type Section } from '../lib/search/sections';
import { hitRank, questionGroups, readBenchQuestions, sectionLocator } from './support/search-quality';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORPORA = path.resolve(ROOT, '../shared/corpora');
const arg = (k: string): string | undefined => process.argv.find((a) => a.startsWith(`--${k}=`))?.slice(k.length + 3);
const NAME = arg('name') ?? 'current';
const MODE = arg('mode') ?? 'none';
(globalThis as any).__X = JSON.parse(arg('exp') ?? '{}');
const OUT = '/tmp/q/variants';
const HANDBOOKS0 = [['18f-handbook', 'questions-18f.jsonl'], ['cwe-playbook', 'questions-cwe-playbook.jsonl'], ['mattermost-handbook', 'questions-mattermost-handbook.jsonl'], ['ja-react-dev', 'questions-ja-react-dev.jsonl']];

const LINK = /\[([^\]\n]{1,200})\]\(\s*<?(?:\{%\s*page\s+"([^"]+)"\s*%\}|([^)\s>]+))>?(?:\s+"[^"]*")?\s*\)/g;
const slug = (h: string): string => h.toLowerCase().replace(/<[^>]*>/g, '').replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
const stem = (f: string): string => f.replace(/\.(md|mdx|markdown)$/i, '').replace(/\/(index|README|readme)$/, '');

function anchors(files: Array<[string, string]>, sections: Section[]): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  for (const [f] of files) {
    const s = stem(f);
    const parts = s.split('/');
    for (let i = 0; i < parts.length; i++) {
      const k = parts.slice(i).join('/');
      byStem.set(k, [...(byStem.get(k) ?? []), f]);
    }
  }
  const byFile = new Map<string, Section[]>();
  for (const s of sections) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  const out = new Map<string, string[]>(); // section id → link texts
  const add = (id: string, t: string): void => { out.set(id, [...(out.get(id) ?? []), t]); };
  let n = 0; let resolved = 0;
  for (const [src, text] of files) {
    for (const m of text.matchAll(LINK)) {
      const label = m[1]!.replace(/[*_`]/g, '').trim();
      const target = (m[2] ?? m[3] ?? '').trim();
      if (!label || /^(https?:|mailto:|data:)/i.test(target) || label.startsWith('!')) continue;
      n++;
      const [p0, frag] = target.split('#') as [string, string | undefined];
      const p = p0.split('?')[0]!.replace(/\/+$/, '');
      let file: string | undefined;
      if (!p) file = src;
      else {
        const rel = p.startsWith('/') ? p.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(src), p));
        const cands = byStem.get(stem(rel)) ?? (p.startsWith('/') || rel.startsWith('..') ? byStem.get(stem(p.replace(/^(\.\.\/|\.\/|\/)+/, ''))) : undefined);
        if (cands && cands.length === 1) file = cands[0];
        else if (cands) file = cands.find((c) => stem(c) === stem(rel));
      }
      if (!file) continue;
      const secs = byFile.get(file) ?? [];
      if (frag) {
        if (MODE === 'page') continue;
        const s = secs.find((x) => slug(x.heading) === frag.toLowerCase());
        if (s && file !== src) { add(s.id, label); resolved++; }
        else if (s && file === src && MODE !== 'nofrag-self') { add(s.id, label); resolved++; }
      } else if (file !== src) {
        if (MODE === 'frag') continue;
        for (const s of secs) add(`page:${file}`, label);
        resolved++;
      }
    }
  }
  console.error(`links ${n}, resolved ${resolved}`);
  return out;
}

const HANDBOOKS = HANDBOOKS0.filter(([h]) => !arg('only') || arg('only')!.split(',').includes(h!));
interface Rec { key: string; handbook: string; group: string; frozen: boolean; r: number }
setDictionaryReader(nodeDictionaryReader);
await ensureAnalyserFor(['日本語']);
const recs: Rec[] = [];
for (const [name, shared] of HANDBOOKS as Array<[string, string]>) {
  const files = readCorpus(path.join(CORPORA, name));
  const sections = files.flatMap(([f, t]) => splitSections(f, t));
  if (MODE !== 'none') {
    const a = anchors(files, sections);
    for (const s of sections) {
      const own = a.get(s.id) ?? [];
      const page = [...new Set(a.get(`page:${s.file}`) ?? [])];
      const extra = [...new Set(own)].concat(s.level <= 1 || MODE === 'pageall' ? page : []);
      if (extra.length) s.about = [s.about, ...extra].filter(Boolean).join(' ');
    }
  }
  const index = buildIndex(sections);
  const locate = sectionLocator(sections);
  const groups = questionGroups(
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.jsonl`)),
    readBenchQuestions(path.join(CORPORA, shared), 'frozen', 'shared corpora'),
    readBenchQuestions(path.join(ROOT, 'bench/questions', `${name}.dev-more.jsonl`), 'dev'),
  );
  for (const [group, qs] of groups) {
    for (const q of qs) {
      const hits = await searchIndex(index, q.question, 6);
      recs.push({ key: `${name}|${group}|${q.question}`, handbook: name, group, frozen: group.startsWith('frozen'), r: hitRank(hits, q, locate) });
    }
  }
}
mkdirSync(OUT, { recursive: true });
writeFileSync(path.join(OUT, `${NAME}.json`), JSON.stringify(recs));

function signP(w: number, l: number): number {
  const n = w + l;
  if (n === 0) return 1;
  let c = 1;
  let sum = 0;
  for (let i = 0; i <= Math.min(w, l); i++) { sum += c; c = (c * (n - i)) / (i + 1); }
  return Math.min(1, (2 * sum) / 2 ** n);
}
const againstFile = path.join(OUT, `${arg('against') ?? 'base'}.json`);
const base = existsSync(againstFile) ? new Map((JSON.parse(readFileSync(againstFile, 'utf8')) as Rec[]).map((r) => [r.key, r])) : undefined;
function line(label: string, rs: Rec[]): string {
  const h1 = rs.filter((r) => r.r === 0).length;
  const h6 = rs.filter((r) => r.r >= 0).length;
  let pair = '';
  if (base) {
    const w6 = rs.filter((r) => r.r >= 0 && (base.get(r.key)?.r ?? -1) < 0).length;
    const l6 = rs.filter((r) => r.r < 0 && (base.get(r.key)?.r ?? -1) >= 0).length;
    const w1 = rs.filter((r) => r.r === 0 && base.get(r.key)?.r !== 0).length;
    const l1 = rs.filter((r) => r.r !== 0 && base.get(r.key)?.r === 0).length;
    pair = ` | @1 +${w1}/−${l1} p${signP(w1, l1).toFixed(2)} | @6 +${w6}/−${l6} p${signP(w6, l6).toFixed(2)}`;
  }
  return `| ${label} | ${rs.length} | ${(h1 / rs.length).toFixed(3)} | ${(h6 / rs.length).toFixed(3)}${pair} |`;
}
const out: string[] = [`${NAME} mode=${MODE}`];
const splits = process.argv.includes('--frozen') ? [false, true] : [false];
for (const fz of splits) {
  const sel = recs.filter((r) => r.frozen === fz);
  const tag = fz ? 'frozen' : 'dev';
  out.push(line(`${tag} all`, sel), line(`${tag} English`, sel.filter((r) => r.handbook !== 'ja-react-dev')));
  for (const [h] of HANDBOOKS) out.push(line(`${tag} ${h}`, sel.filter((r) => r.handbook === h)));
}
console.log(out.join('\n'));
