import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { renderMarkdown } from '../../../lib/markdown/render';
import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import { errorText } from '../ui/error-text';
import { t, uiLang } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { FileTree } from './file-tree';
import { elementForLine, lineOfHeading, showElement, type HeadingInfo } from './jump';
import { citationOf, NO_PLACES, step, visit, type Place, type Places } from './places';

/** Where to open the Reader (from a citation or a search result); `seq` makes a repeat click jump again. */
export interface ReaderTarget extends Place {
  seq: number;
}

interface Doc {
  file: string;
  markdown: string;
  headings: HeadingInfo[];
}

/**
 * The Reader: the file's path as a breadcrumb, back and forward between places, "Copy citation"
 * (`file § heading`), the repository's file tree, the open file rendered safely (no remote
 * images, no raw HTML) with its contents list, the cited or searched section highlighted, and
 * a go-to-line box. Reads go through `repos/read`, which serves the stored copy, so it works
 * offline.
 */
export function ReaderScreen({ space, repoId, target }: { space: string; repoId: string; target: ReaderTarget | null }) {
  const { client } = useDeps();
  const [files, setFiles] = useState<string[]>([]);
  const [doc, setDoc] = useState<Doc | null>(null);
  const [places, setPlaces] = useState<Places>(NO_PLACES);
  const [seq, setSeq] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [lineText, setLineText] = useState('');
  const article = useRef<HTMLElement>(null);
  const place = places.list[places.at];

  useEffect(() => {
    setFiles([]); setDoc(null); setPlaces(NO_PLACES);
    if (!repoId) return;
    void client.send({ type: 'repos/files', space, id: repoId }).then((a) => (a.ok ? setFiles(a.files.map((f) => f.path)) : setError(errorText(a))));
  }, [client, space, repoId]);

  /** Show `to` (reading its file when another is open); `record` adds it to the history. */
  const go = async (to: Place, record = true) => {
    setError(null); setCopied(null);
    let file = to.file;
    if (file !== doc?.file) {
      let answer = await client.send({ type: 'repos/read', space, id: repoId, path: file });
      // Citations sometimes carry the repository id as a first folder ("handbook/x.md").
      if (!answer.ok && file.startsWith(`${repoId}/`)) answer = await client.send({ type: 'repos/read', space, id: repoId, path: file.slice(repoId.length + 1) });
      if (!answer.ok) return setError(errorText(answer));
      file = answer.file;
      setDoc({ file, markdown: answer.markdown, headings: answer.headings });
    }
    const shown = { ...to, file };
    setPlaces((p) => (record ? visit(p, shown) : p));
    setSeq((n) => n + 1);
  };
  const move = (by: -1 | 1) => {
    const next = step(places, by);
    if (next === places) return;
    setPlaces(next);
    void go(next.list[next.at]!, false);
  };

  useEffect(() => {
    if (target && repoId) void go({ file: target.file, ...(target.heading ? { heading: target.heading } : {}), ...(target.line ? { line: target.line } : {}) });
  }, [target?.seq, repoId]);

  const rendered = useMemo(() => (doc ? renderMarkdown(doc.markdown, { lineIds: true }) : null), [doc]);

  useEffect(() => {
    const root = article.current;
    if (!doc || !root || !place) return;
    root.querySelector('.cited')?.classList.remove('cited');
    const line = (place.heading ? lineOfHeading(doc.headings, place.heading) : undefined) ?? place.line;
    if (line === undefined) return root.closest('[role=tabpanel]')?.scrollTo?.({ top: 0 });
    const el = elementForLine(root, line);
    // The cited or searched place stays marked after focus moves on.
    if (el) { el.classList.add('cited'); showElement(el); }
  }, [seq, doc]);

  const goLine = (e: Event) => {
    e.preventDefault();
    const n = Number(lineText);
    if (doc && Number.isInteger(n) && n > 0) void go({ file: doc.file, line: n });
  };
  const copy = async () => {
    if (!doc) return;
    const text = citationOf(place ?? { file: doc.file }, doc.headings);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(t('copied', text));
    } catch {
      setError(t('copyFailed'));
    }
  };

  if (!repoId) return <div class="empty"><Icon name="book" /><h2>{t('readerEmptyTitle')}</h2><p>{t('readerEmptyText')}</p></div>;
  return (
    <div class="reader">
      <div class="reader-nav">
        <button type="button" class="quiet small" aria-label={t('back')} title={t('back')} disabled={places.at <= 0} onClick={() => move(-1)}><Icon name="back" /></button>
        <button type="button" class="quiet small" aria-label={t('forward')} title={t('forward')} disabled={places.at >= places.list.length - 1} onClick={() => move(1)}><Icon name="forward" /></button>
        {doc && (
          <nav class="breadcrumb" aria-label={t('path')}>
            <ol>
              <li>{repoId}</li>
              {doc.file.split('/').map((part, i, all) => <li key={i} {...(i === all.length - 1 ? { 'aria-current': 'page' } : {})}>{part}</li>)}
            </ol>
          </nav>
        )}
        <span class="spacer" />
        {doc && <button type="button" class="small" onClick={() => void copy()}><Icon name="copy" />{t('copyCitation')}</button>}
      </div>
      {copied && <p role="status" class="status-line small">{copied}</p>}
      <details class="files" open={!doc || undefined}>
        <summary>{t('files', new Intl.NumberFormat(uiLang()).format(files.length))}</summary>
        <FileTree paths={files} current={doc?.file} onOpen={(p) => void go({ file: p })} />
      </details>
      <Alert message={error} />
      {!doc && !error && <p class="muted">{t('chooseFile')}</p>}
      {doc && (
        <div class="doc">
          <h2 class="doc-title">{doc.file.split('/').at(-1)}</h2>
          {doc.headings.length > 0 && (
            <details class="headings" open>
              <summary>{t('contents')}</summary>
              <ul>
                {doc.headings.map((h) => (
                  <li key={h.line} style={{ paddingLeft: `${(h.level - 1) * 0.75}em` }}>
                    <button type="button" class="linkish" aria-current={place?.heading === h.heading ? 'location' : undefined}
                      onClick={() => void go({ file: doc.file, heading: h.heading, line: h.line })}>{h.heading}</button>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <form class="inline line-box" onSubmit={goLine}>
            <label>{t('line')} <input type="number" min={1} value={lineText} onInput={(e) => setLineText(e.currentTarget.value)} /></label>
            <button type="submit" class="small">{t('goToLine')}</button>
          </form>
          <article ref={article} aria-label={doc.file}>{rendered}</article>
        </div>
      )}
    </div>
  );
}
