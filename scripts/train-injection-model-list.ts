/**
 * Write the fixed list of our own training texts (bench/support/injection-train-list.ts) from
 * the test fixtures as they are now. A deliberate step: bump TRAIN_LIST_VERSION first, then run
 * this and scripts/train-injection-model.ts, and report the retrain; adding a test case alone
 * no longer moves the shipped model. `--check` prints how the fixtures differ from the list.
 * Run: `npx vite-node scripts/train-injection-model-list.ts [--check]`.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureTexts, loadTrainList, TRAIN_LIST_FILE, TRAIN_LIST_VERSION } from '../bench/support/injection-train-list';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const texts = fixtureTexts(root);
const file = path.join(root, TRAIN_LIST_FILE);
if (process.argv.includes('--check')) {
  const listed = new Set(loadTrainList(root).texts.map((t) => `${t.y} ${t.text}`));
  const now = new Set(texts.map((t) => `${t.y} ${t.text}`));
  console.log(`list v${TRAIN_LIST_VERSION}: ${listed.size} texts; fixtures now ${now.size}: ${[...now].filter((t) => !listed.has(t)).length} not in the list, ${[...listed].filter((t) => !now.has(t)).length} in the list only`);
} else {
  if (existsSync(file)) throw new Error(`${TRAIN_LIST_FILE} exists: bump TRAIN_LIST_VERSION to write a new list`);
  writeFileSync(file, `{"version":${TRAIN_LIST_VERSION},"texts":[\n${texts.map((t) => JSON.stringify(t)).join(',\n')}\n]}\n`);
  console.log(`wrote ${TRAIN_LIST_FILE}: ${texts.length} texts`);
}
