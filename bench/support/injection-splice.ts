/**
 * Training augmentation for the injection classifier (issue 15, round 9): an attack slipped into
 * a benign handbook paragraph, as an indirect injection sits in the data a model is asked to
 * process. Attacks in the corpora mostly stand alone, so the classifier learnt the whole text's
 * shape; inside data most of a window is benign and the order is diluted. The spliced copy
 * keeps its attack's source, so a model left out of that source never sees it.
 */
import { pick, type Rand } from './prng';

// The scan reads a paragraph of up to 800 characters as one window (score.ts); a spliced copy
// longer than that would train on a text no window ever holds.
const WINDOW = 800;

/** The offsets in `host` where a sentence or a line ends (a place to cut it). */
function cuts(host: string): number[] {
  const out = [0];
  for (const m of host.matchAll(/[.!?:;](?=\s)|\n/g)) out.push((m.index ?? 0) + 1);
  out.push(host.length);
  return out;
}

/**
 * `attack` inserted at a random sentence or line boundary of `host`, the host trimmed around it
 * so the whole fits one window; on its own line when the host is made of lines (a table, a
 * list, a record), else inline as one more sentence.
 */
export function spliceInto(attack: string, host: string, rand: Rand): string {
  const room = Math.max(0, WINDOW - attack.length - 2);
  const start = host.length > room ? Math.floor(rand() * (host.length - room)) : 0;
  const part = host.slice(start, start + room);
  const at = cuts(part);
  const cut = at[Math.floor(rand() * at.length)] as number;
  const sep = part.includes('\n') ? '\n' : ' ';
  return `${part.slice(0, cut).trimEnd()}${sep}${attack.trim()}${sep}${part.slice(cut).trimStart()}`.trim();
}

export interface Spliced {
  readonly y: 0 | 1;
  readonly source: string;
  readonly text: string;
}

/**
 * For each attack, `copies` spliced copies, each into a host drawn at random and each beside a
 * benign twin: the same host with a benign sentence (`inserts`) spliced in instead, so that
 * what tells the two apart is the inserted text, not the host's words. Deterministic for a seed.
 */
export function splicedPairs(attacks: readonly { text: string; source: string }[], hosts: readonly string[], inserts: readonly string[], copies: number, rand: Rand): Spliced[] {
  const out: Spliced[] = [];
  for (const a of attacks) {
    for (let k = 0; k < copies; k++) {
      const host = pick(rand, hosts);
      out.push({ y: 1, source: a.source, text: spliceInto(a.text, host, rand) });
      out.push({ y: 0, source: a.source, text: spliceInto(pick(rand, inserts), host, rand) });
    }
  }
  return out;
}
