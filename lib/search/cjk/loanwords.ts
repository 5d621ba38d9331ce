// Katakana loanwords to the English words they come from, by sound: a Japanese query's
// アニメーション also reaches a section written in English ("animation"), as handbooks in Japanese
// keep untranslated pages and English terms beside their katakana. No list: both spellings go to a
// consonant skeleton (vowels, semi-vowels and doubled letters left out, l and r one class, s, z, j,
// sh one class …, the way katakana writes English consonants), and an English index term whose
// skeleton is the katakana word's (or, for a stemmed term, its start) is a match. Only katakana
// query terms are looked up, so English queries and every index are unchanged.
import { englishStem } from '../english';
import { lowerBound } from '../index-data';

/** A katakana word (folded by fold.ts: no small vowels, no final ー on long words). */
const KATAKANA = /^[\u30a1-\u30fa\u30fc]+$/;
const ENGLISH = /^[a-z]{4,}$/;

// Romaji of each katakana letter (folded: small vowels are full-size already, fold.ts).
const KANA_ROMAJI: Record<string, string> = {};
const GOJUON = 'アイウエオ,a i u e o;カキクケコ,ka ki ku ke ko;ガギグゲゴ,ga gi gu ge go;サシスセソ,sa shi su se so;ザジズゼゾ,za ji zu ze zo;タチツテト,ta chi tu te to;ダヂヅデド,da ji zu de do;ナニヌネノ,na ni nu ne no;ハヒフヘホ,ha hi fu he ho;バビブベボ,ba bi bu be bo;パピプペポ,pa pi pu pe po;マミムメモ,ma mi mu me mo;ヤユヨ,ya yu yo;ラリルレロ,ra ri ru re ro;ワヲ,wa o;ン,n;ヴ,bu';
for (const row of GOJUON.split(';')) {
  const [letters, romaji] = row.split(',') as [string, string];
  const rs = romaji.split(' ');
  Array.from(letters).forEach((l, i) => (KANA_ROMAJI[l] = rs[i]!));
}
const SMALL_Y: Record<string, string> = { ャ: 'a', ュ: 'u', ョ: 'o' };
const VOWEL_KANA = /^[アイウエオ]/;

/** A katakana word in romaji, with the endings loanwords give English spellings (ション → tion, ング → ng). */
export function katakanaRomaji(word: string): string {
  let out = '';
  for (const ch of word) {
    const y = SMALL_Y[ch];
    if (y) {
      // シャ sha, チュ chu, ジョ jo, キャ kya: the small kana takes the vowel of the letter before it.
      out = out.replace(/(sh|ch|j)i$/, '$1').replace(/i$/, 'y') + y;
      continue;
    }
    out += KANA_ROMAJI[ch] ?? ''; // ー and ッ add nothing to the skeleton
  }
  return out.replace(/(sh|j)on$/, (m) => (m.startsWith('j') ? 'sion' : 'tion')).replace(/ngu$/, 'ng');
}

/** Doubled classes once (ッ, "mm"), and n/m before p/b as m (コンポーネント, component). */
function finish(cls: string): string {
  let out = '';
  for (let i = 0; i < cls.length; i++) {
    let c = cls[i]!;
    if (c === 'n' && (cls[i + 1] === 'p' || cls[i + 1] === 'b')) c = 'm';
    if (out[out.length - 1] !== c) out += c;
  }
  return out;
}

/** The consonant skeleton of a katakana word's romaji, stemmed as the index stems English (アニメーション → animeetion → animeet → nmt). */
export function katakanaSkeleton(word: string): string {
  const r = englishStem(katakanaRomaji(word)).replace(/sh/g, 's').replace(/ch/g, 'c').replace(/tion/g, 'sn');
  let cls = '';
  for (const ch of r) {
    if ('aeiouwy'.includes(ch)) continue;
    cls += ch === 'z' || ch === 'j' ? 's' : ch === 'f' ? 'h' : ch;
  }
  return finish(cls);
}

/** The consonant skeleton of an English word or stem, as katakana would write it (animation → nmsn, "animat" → nmt). */
export function englishSkeleton(word: string): string {
  const w = word
    .replace(/[tsc]i(?=[aeiou])/g, 's') // -tion, -sion, -cial: ション, ジョン, シャル
    .replace(/ph/g, 'f').replace(/th/g, 't').replace(/sh/g, 's').replace(/ch/g, 'c').replace(/ck/g, 'k').replace(/qu/g, 'k').replace(/gh/g, '')
    .replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/g(?=[eiy])/g, 's').replace(/x/g, 'ks')
    // r after a vowel and before a consonant or the end is a long vowel in katakana (server サーバ, form フォーム).
    .replace(/([aeiou])r(?=[^aeiou]|$)/g, '$1');
  let cls = '';
  for (const ch of w) {
    if ('aeiouwy'.includes(ch)) continue;
    cls += ch === 'l' ? 'r' : ch === 'z' || ch === 'j' ? 's' : ch === 'v' ? 'b' : ch === 'f' ? 'h' : ch;
  }
  return finish(cls);
}

const startsWithVowel = (english: string): boolean => /^[aeiouwy]/.test(english);

type Skeletons = Map<string, number[]>;
/** An index's English terms and katakana terms by skeleton: built once per term list (an index's terms change only on update). */
const byTerms = new WeakMap<readonly string[], { english: Skeletons; katakana: Skeletons }>();

function add(m: Skeletons, s: string, t: number): void {
  if (s.length < MIN_SKELETON) return;
  const list = m.get(s);
  if (list) list.push(t);
  else m.set(s, [t]);
}

function skeletons(terms: readonly string[]): { english: Skeletons; katakana: Skeletons } {
  let m = byTerms.get(terms);
  if (m) return m;
  m = { english: new Map(), katakana: new Map() };
  // Terms are sorted: ASCII letters sit before every other script, katakana in one range.
  for (let t = 0; t < terms.length && terms[t]!.charCodeAt(0) <= 0x7a; t++) if (ENGLISH.test(terms[t]!)) add(m.english, englishSkeleton(terms[t]!), t);
  for (let t = lowerBound(terms, '\u30a1'); t < terms.length && terms[t]! < '\u30fb'; t++) if (KATAKANA.test(terms[t]!)) add(m.katakana, katakanaSkeleton(terms[t]!), t);
  byTerms.set(terms, m);
  return m;
}

/** Loanword matches a query term reaches, best first, at most this many. */
export const LOANWORDS_PER_TERM = 1;
/** Shortest skeleton matched: two consonants (テーマ, タブ) reach too many English words. */
const MIN_SKELETON = 3;

let enabled = true;
/** Turn the matching off or on (benchmarks compare with and without). */
export function setLoanwords(on: boolean): void {
  enabled = on;
}

/**
 * The indexes (into `terms`, sorted) of the terms a query term may be a loanword pair of: for a
 * katakana word, English terms; for an English term (a Japanese query's "option"), katakana ones
 * (オプション). Same skeleton, both or neither starting with a vowel, and spellings close enough
 * (at most half the letters of the longer one edited, as katakana hears English letters).
 * An index without katakana terms (an English handbook) gives an English term nothing.
 */
export function loanwordMatches(terms: readonly string[], word: string): number[] {
  if (!enabled) return [];
  const fromKatakana = KATAKANA.test(word);
  if (!fromKatakana && !ENGLISH.test(word)) return [];
  const map = skeletons(terms);
  if (!fromKatakana && map.katakana.size === 0) return [];
  const k = fromKatakana ? katakanaSkeleton(word) : englishSkeleton(word);
  const vowel = fromKatakana ? VOWEL_KANA.test(word) : startsWithVowel(word);
  const spelt = letters(fromKatakana ? englishStem(katakanaRomaji(word)) : word);
  const found: Array<[number, number]> = [];
  for (const t of (fromKatakana ? map.english : map.katakana).get(k) ?? []) {
    const term = terms[t]!;
    if ((fromKatakana ? startsWithVowel(term) : VOWEL_KANA.test(term)) !== vowel) continue;
    const other = letters(fromKatakana ? term : englishStem(katakanaRomaji(term)));
    const d = editDistance(other, spelt);
    if (d * 2 <= Math.max(other.length, spelt.length)) found.push([t, d]);
  }
  // Several terms share the skeleton (リスト: list, last, largest): the closest spellings first.
  return found.sort((a, b) => a[1] - b[1] || a[0] - b[0]).slice(0, LOANWORDS_PER_TERM).map(([t]) => t);
}

/** Letters as katakana hears them, vowels kept: to compare an English spelling with a romaji one. */
function letters(w: string): string {
  return w.replace(/ph/g, 'h').replace(/x/g, 'ks').replace(/[lvcqzjywf]/g, (c) => ({ l: 'r', v: 'b', c: 'k', q: 'k', z: 's', j: 's', y: 'i', w: 'u', f: 'h' })[c]!);
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur.push(Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = cur;
  }
  return prev[b.length]!;
}
