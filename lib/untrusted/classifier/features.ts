/**
 * Hashed features of a folded text for the injection classifier: character 4-grams (whitespace
 * runs read as one space, ASCII lower-cased, a run of letters of another script read as one
 * placeholder letter), hashed into `2^bits` buckets. Training reads them through `pass`
 * (indices) and the scan through `sumPass` (a sum of weights): two loops over the same 4-grams,
 * kept apart because the scan's is its inner loop, and test/untrusted/classifier.test.ts checks
 * that they agree (fixed and fast-check strings), so the two cannot drift apart unseen. Word
 * unigrams and bigrams (format 1) were dropped: left out one source at a time, dev recall was
 * 0.828 with them and 0.815 without, and they cost a third of the scan's classifier time.
 * Measured again with the synthetic grammar text in training (issue 15, fourth round; dev
 * recall left out one source at a time, mean of three seeds): 0.766 without words, 0.781 with
 * unigrams, 0.777 with unigrams and bigrams — within the seeds' spread, for 0.9 to 1.6 ms/MB
 * more scan time than the 50 MB/s floor leaves.
 */

/**
 * Whether a character is a letter of a script other than Latin (Greek onwards, CJK, Hangul …),
 * leaving out general punctuation, CJK punctuation and fullwidth ASCII forms. The features
 * read a run of such letters as one placeholder letter: the
 * classifier is trained on benign text in English and Japanese only and on attacks in many
 * languages, so with the scripts' own letters it would learn the language, not the attack
 * (held out, it flagged 11–24% of the Japanese handbook). Folded, it sees what survives
 * translation: Latin words, quoted payloads, markup, punctuation, the shape around them.
 */
export const isOtherScript = (c: number): boolean =>
  c >= 0x370 && !(c >= 0x2000 && c <= 0x206f) && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xff65);

/** ASCII as the features read it: tab, line feed and carriage return as a space, capitals as small letters (the second stage's 4-grams read it too). */
export const FOLDED_ASCII = Uint8Array.from({ length: 128 }, (_, c) => (c === 9 || c === 10 || c === 13 ? 32 : c >= 65 && c <= 90 ? c | 32 : c));
const ASCII = FOLDED_ASCII;

/** The placeholder letter other scripts read as. */
export const PLACEHOLDER = 0x2588;

/** Room `hashFeatures` needs for `chars` characters: at most one 4-gram per character and the closing space. */
export const featureRoom = (chars: number): number => chars + 2;

/**
 * Write the bucket of every feature of `s[from, to)` into `out` (at least
 * `featureRoom(to - from)` long); returns how many were written. `s` is a folded view (accents
 * and invisible characters gone), so only ASCII case is folded here. Training keeps `out`.
 */
export function hashFeatures(s: string, from: number, to: number, bits: number, out: Int32Array): number {
  return pass(s, from, to, bits, out);
}

/**
 * The sum of `weights` over the features of `s[from, to)` and their count: the same pass as
 * `hashFeatures`, adding each weight as its bucket is found (the scan's inner loop; writing
 * buckets out and summing them after cost a third more).
 */
export function weightedFeatures(s: string, from: number, to: number, bits: number, weights: Int8Array): { count: number; sum: number } {
  const count = sumPass(s, from, to, bits, weights);
  return { count, sum: lastSum };
}

let lastSum = 0;

/**
 * The features `pass` writes out, each weight added instead (the scan's inner loop: summing in
 * `pass` behind a test per feature of whether to write cost 4.79 against 4.44 CPU ms/MB).
 */
function sumPass(s: string, from: number, to: number, bits: number, weights: Int8Array): number {
  const shift = 32 - bits;
  let n = 0;
  let sum = 0;
  let gram = 32;
  let seen = 1;
  let lastSpace = true;
  let lastOther = false;
  for (let i = from; i < to; i++) {
    let c = s.charCodeAt(i);
    if (c < 128) {
      c = ASCII[c]!;
      if (c === 32) {
        if (lastSpace) continue;
        lastSpace = true;
      } else lastSpace = false;
      lastOther = false;
      gram = (gram << 8) | c;
    } else {
      lastSpace = false;
      if (isOtherScript(c)) {
        if (lastOther) continue;
        c = PLACEHOLDER;
        lastOther = true;
      } else lastOther = false;
      gram = (gram << 8) | ((c ^ (c >>> 8)) & 0xff);
    }
    if (++seen >= 4) {
      sum += weights[Math.imul(gram, 0x9e3779b1) >>> shift] as number;
      n++;
    }
  }
  if (!lastSpace) {
    gram = (gram << 8) | 32;
    if (++seen >= 4) {
      sum += weights[Math.imul(gram, 0x9e3779b1) >>> shift] as number;
      n++;
    }
  }
  lastSum = sum;
  return n;
}

function pass(s: string, from: number, to: number, bits: number, out: Int32Array): number {
  const shift = 32 - bits;
  let n = 0;
  // The last four characters, a byte each (ASCII exactly; others by a fold of their two bytes),
  // hashed by one multiplication (Fibonacci hashing). The text starts and ends with a space, so
  // words at either end have their boundary 4-grams.
  let gram = 32;
  let seen = 1;
  let lastSpace = true;
  let lastOther = false;
  for (let i = from; i < to; i++) {
    let c = s.charCodeAt(i);
    if (c < 128) {
      // ASCII through one table: whitespace to a space, capitals to small letters.
      c = ASCII[c]!;
      if (c === 32) {
        if (lastSpace) continue;
        lastSpace = true;
      } else lastSpace = false;
      lastOther = false;
    } else {
      lastSpace = false;
      if (isOtherScript(c)) {
        if (lastOther) continue;
        c = PLACEHOLDER;
        lastOther = true;
      } else lastOther = false;
    }
    gram = (gram << 8) | ((c ^ (c >>> 8)) & 0xff);
    if (++seen >= 4) out[n++] = Math.imul(gram, 0x9e3779b1) >>> shift;
  }
  // The closing space, out of the loop (a test per character less in it).
  if (!lastSpace) {
    gram = (gram << 8) | 32;
    if (++seen >= 4) out[n++] = Math.imul(gram, 0x9e3779b1) >>> shift;
  }
  return n;
}
