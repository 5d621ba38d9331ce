import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { renderMarkdown } from '../../../lib/markdown/render';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
import { FileTree } from './file-tree';
import { elementForLine, lineOfHeading, showElement, type HeadingInfo } from './jump';

/** Where to open the Reader (from a citation or a search result); `seq` makes a repeat click jump again. */
export interface ReaderTarget {
  file: string;
  heading?: string;
  line?: number;
  seq: number;
}

interface Doc {
  file: string;
  markdown: string;
  headings: HeadingInfo[];
}

type Jump = { heading?: string; line?: number; seq: number };

/**
 * The Reader: the repository's file tree, the open file rendered safely (no remote images,
 * no raw HTML), its headings for jumping, and a go-to-line box. Reads go through `repos/read`,
 * which serves the stored copy, so it works offline.
 */
export function ReaderScreen({ space, repoId, target }: { space: string; repoId: string; target: ReaderTarget | null }) {
  const { client } = useDeps();
  const [files, setFiles] = useState<string[]>([]);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [jump, setJump] = useState<Jump>({ seq: 0 });
  const [error, setError] = useState<string | null>(null);
  const [lineText, setLineText] = useState('');
  const article = useRef<HTMLElement>(null);

  useEffect(() => {
    setFiles([]);
    setDoc(null);
    if (!repoId) return;
    void client.send({ type: 'repos/files', space, id: repoId }).then((a) => (a.ok ? setFiles(a.files.map((f) => f.path)) : setError(errorText(a))));
  }, [client, space, repoId]);

  const open = async (path: string, to: Omit<Jump, 'seq'> = {}) => {
    setError(null);
    let answer = await client.send({ type: 'repos/read', space, id: repoId, path });
    // Citations sometimes carry the repository id as a first folder ("handbook/x.md").
    if (!answer.ok && path.startsWith(`${repoId}/`)) answer = await client.send({ type: 'repos/read', space, id: repoId, path: path.slice(repoId.length + 1) });
    if (!answer.ok) return setError(errorText(answer));
    setDoc({ file: answer.file, markdown: answer.markdown, headings: answer.headings });
    setJump((prev) => ({ ...to, seq: prev.seq + 1 }));
  };

  useEffect(() => {
    if (target && repoId) void open(target.file, { ...(target.heading ? { heading: target.heading } : {}), ...(target.line ? { line: target.line } : {}) });
  }, [target?.seq, repoId]);

  const rendered = useMemo(() => (doc ? renderMarkdown(doc.markdown, { lineIds: true }) : null), [doc]);

  useEffect(() => {
    if (!doc || !article.current) return;
    const line = (jump.heading ? lineOfHeading(doc.headings, jump.heading) : undefined) ?? jump.line;
    if (line === undefined) return article.current.scrollTo?.({ top: 0 });
    const el = elementForLine(article.current, line);
    if (el) showElement(el);
  }, [jump.seq, doc]);

  const goLine = (e: Event) => {
    e.preventDefault();
    const n = Number(lineText);
    if (Number.isInteger(n) && n > 0) setJump((prev) => ({ line: n, seq: prev.seq + 1 }));
  };

  if (!repoId) return <p class="muted">Choose or add a repository to read its files.</p>;
  return (
    <div class="reader">
      <FileTree paths={files} current={doc?.file} onOpen={(p) => void open(p)} />
      <Alert message={error} />
      {doc && (
        <div class="doc">
          <h2 class="doc-title">{doc.file}</h2>
          {doc.headings.length > 0 && (
            <details class="headings" open>
              <summary>Headings</summary>
              <ul>
                {doc.headings.map((h) => (
                  <li key={h.line} style={{ paddingLeft: `${(h.level - 1) * 0.75}em` }}>
                    <button type="button" class="linkish" onClick={() => setJump((prev) => ({ heading: h.heading, line: h.line, seq: prev.seq + 1 }))}>{h.heading}</button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <form class="inline" onSubmit={goLine}>
            <label>Line <input type="number" min={1} value={lineText} onInput={(e) => setLineText(e.currentTarget.value)} /></label>
            <button type="submit">Go to line</button>
          </form>
          <article ref={article} aria-label={doc.file}>{rendered}</article>
        </div>
      )}
    </div>
  );
}
