// Passage evidence (round 9 trial): a section's body cut into windows of about `words` words
// (CJK text: `words` × 2 characters), half overlapping; each window is a pseudo-section of its
// own (text only), so a long FAQ-like section is scored by its best window instead of being
// diluted by its length. A section's passages share a file name `~<section number>` so a
// passage maps back to its section.
import type { Section } from '../../lib/search/sections';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The windows of one text. */
export function windows(text: string, words: number): string[] {
  if (CJK.test(text)) {
    const span = words * 2;
    if (text.length <= span) return [text];
    const out: string[] = [];
    for (let at = 0; at < text.length; at += span / 2) {
      out.push(text.slice(at, at + span));
      if (at + span >= text.length) break;
    }
    return out;
  }
  const ws = text.split(/\s+/).filter(Boolean);
  if (ws.length <= words) return [text];
  const out: string[] = [];
  const step = Math.max(1, Math.floor(words / 2));
  for (let at = 0; at < ws.length; at += step) {
    out.push(ws.slice(at, at + words).join(' '));
    if (at + words >= ws.length) break;
  }
  return out;
}

/** Pseudo-sections of every section's windows; `owner[i]` is the section number of passage i. */
export function passageSections(sections: readonly Section[], words: number): { passages: Section[]; owner: number[] } {
  const passages: Section[] = [];
  const owner: number[] = [];
  sections.forEach((s, i) => {
    windows(s.text, words).forEach((w, k) => {
      passages.push({ id: `~${i}#${k + 1}`, file: `~${i}`, heading: '', headingRaw: '', level: 0, line: k + 1, path: [], text: w });
      owner.push(i);
    });
  });
  return { passages, owner };
}
