// Run in a fresh process by segmenter-first-call.test.ts: the words of the same CJK text, cut as
// the first CJK text this process segments and then again, as JSON on stdout.
import { useMorphemes } from '../../lib/search/cjk/analyser';
import { eachIndexWord, eachWord } from '../../lib/search/tokenize';

useMorphemes(undefined);
const words = (each: typeof eachWord, text: string) => {
  const out: string[] = [];
  each(text, (t, s, e) => out.push(`${t}@${s}-${e}`));
  return out;
};
const text = process.argv[2] ?? '';
const first = words(eachIndexWord, text);
const again = words(eachWord, text);
process.stdout.write(JSON.stringify({ first, again }));
