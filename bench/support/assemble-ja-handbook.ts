// A Japanese handbook at GitLab-handbook scale, assembled at run time from the real text of
// ../shared/corpora/ja-react-dev (never committed): its sections, cut at headings, dealt
// deterministically into files of a dozen sections each under nested folders, each file with
// its own title front matter.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readCorpus } from '../../test/search/quality-eval';

/** Cut markdown at its level-2 and level-3 headings (front matter dropped). */
function blocksOf(text: string): string[] {
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  return body.split(/\n(?=#{2,3} )/).map((b) => b.trim()).filter((b) => b.length > 40);
}

/** Write the handbook under `dir`; answers its file count and bytes. */
export async function assembleJaHandbook(corpus: string, dir: string, want: { files: number; bytes: number }): Promise<{ files: number; bytes: number }> {
  const blocks = readCorpus(corpus).flatMap(([, t]) => blocksOf(t));
  let a = 20261201;
  const next = () => (a = (a * 1103515245 + 12345) % 2147483648) / 2147483648;
  let bytes = 0;
  let files = 0;
  const perFile = Math.max(1, Math.round(want.bytes / want.files / (blocks.reduce((n, b) => n + Buffer.byteLength(b), 0) / blocks.length)));
  while (files < want.files || bytes < want.bytes) {
    const picked = Array.from({ length: perFile }, () => blocks[Math.floor(next() * blocks.length)]!);
    const title = /^#{2,3} (.*?)(?: \{\/\*.*\*\/\})?$/m.exec(picked[0]!)?.[1] ?? `ページ ${files}`;
    const text = `---\ntitle: ${title.replace(/[:\n]/g, ' ')}\n---\n\n${picked.join('\n\n')}\n`;
    const rel = path.join(`section-${files % 40}`, `part-${Math.floor(files / 40) % 12}`, `page-${files}.md`);
    await mkdir(path.join(dir, path.dirname(rel)), { recursive: true });
    await writeFile(path.join(dir, rel), text);
    bytes += Buffer.byteLength(text);
    files++;
  }
  return { files, bytes };
}
