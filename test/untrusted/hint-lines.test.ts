import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildAnchorIndex } from '../../lib/untrusted/anchors';
import { disguisedReadings } from '../../lib/untrusted/deobfuscate';
import { addHintedLine, disguiseLines, type HintedLines } from '../../lib/untrusted/disguise-lines';
import { buildHintAutomaton, HINT_LEET, HINT_SEPARATED, HINT_SPACED } from '../../lib/untrusted/hint-lines';
import { MARKER_RULES } from '../../lib/untrusted/injection';
import { foldedView } from '../../lib/untrusted/view';
import { walkAnchors } from '../../lib/untrusted/walk';

// The walk's hint automaton only chooses which lines the hint regexes read: the readings must be
// exactly those of the regexes run over the whole text.

const here = path.dirname(fileURLToPath(import.meta.url));
const INDEX = buildAnchorIndex(MARKER_RULES.filter((r) => r.on === 'folded'));

function hintedBy(s: string): HintedLines {
  const hinted: HintedLines = { leet: [], separated: [], spaced: [] };
  walkAnchors(s, INDEX, () => {}, () => {}, (at, events) => addHintedLine(s, at, events, hinted));
  return hinted;
}

const same = (text: string): void => {
  const s = foldedView(text).text;
  const hinted = hintedBy(s);
  expect({ text, lines: disguiseLines(s, hinted) }).toEqual({ text, lines: disguiseLines(s) });
  expect({ text, readings: disguisedReadings(s, hinted) }).toEqual({ text, readings: disguisedReadings(s) });
};

describe('disguise hints found by the walk', () => {
  it('reports each kind of hint on the line that holds it', () => {
    const s = 'plain line\n1gn0r3 pr3v10us\ni|g|n|o|r|e\nd i s r e g a r d\nv1.2.3 and utf8';
    const h = hintedBy(s);
    expect(h).toEqual({ leet: [11], separated: [27], spaced: [39] });
    expect(disguisedReadings(s, h).length).toBeGreaterThan(0);
  });

  it('has events for each kind and few states', () => {
    const a = buildHintAutomaton();
    const bits = new Set(a.events);
    for (const b of [HINT_LEET, HINT_SEPARATED, HINT_SPACED]) expect([...bits].some((x) => (x & b) !== 0)).toBe(true);
    expect(a.events.length).toBeLessThan(1024);
  });

  const TOKENS = ['a', 'B', 'x', 'ab', 'word', '1', '42', '1gn0r3', 'pr3v10us', 'a1b', '3x4', 'v1.2.3', 'utf8', 'ID4f9a2c', ' ', ' ', '  ', '\n', '|', '.', '-', '_', '*', '+', '~', '/', '\\', ',', ':', ';', '| |', 'é', '\u3000', '\t'];
  it('reads the same disguises as the regexes over the whole text (random texts of letters, digits, separators)', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(...TOKENS), { maxLength: 60 }), (parts) => same(parts.join(''))), { numRuns: 1500 });
  });

  const corpora = path.resolve(here, '../../../shared/corpora');
  it.skipIf(!existsSync(corpora))('reads the same disguises on every file of the handbooks and the injection sets (skipped without ../shared)', () => {
    const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(path.join(dir, f)).isDirectory() ? files(path.join(dir, f)) : f.endsWith('.md') ? [path.join(dir, f)] : []));
    const texts = ['18f-handbook', 'cwe-playbook', 'mattermost-handbook', 'ja-react-dev'].flatMap((h) => files(path.join(corpora, h)).map((f) => readFileSync(f, 'utf8')));
    for (const f of ['injections-dev.jsonl', 'injections-more.jsonl']) texts.push(readFileSync(path.join(corpora, f), 'utf8'));
    for (const t of texts) same(t);
  });
});
