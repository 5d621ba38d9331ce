import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { renderMarkdown } from '../../../lib/markdown/render';
import type { ChatMessage } from '../../../lib/chat/types';
import { t } from '../ui/i18n';
import { Icon } from '../ui/icons';
import type { OpenReader } from '../ui/sections-list';
import { citationPreview, type CitationPreview } from './citation-preview';
import { ToolActivityView } from './tool-activity';
import type { ToolActivity } from './use-chat';

interface TranscriptProps {
  messages: ChatMessage[];
  streaming: string;
  running: boolean;
  activity: Record<string, ToolActivity>;
  openReader: OpenReader;
  /** Answer the last question again. */
  onRetryLast?: () => void;
  /** Replace the last question with a new text and answer that. */
  onEditLast?: (text: string) => void;
}

const PREVIEW_ID = 'citation-preview';

/**
 * The conversation: the person's messages as text, answers rendered as safe markdown with
 * citation chips that open the Reader (and preview the cited text on hover and focus, from what
 * the tools showed), each tool call as one expandable line, and the answer still streaming in.
 * Tool messages themselves (what the model read) are not shown. The log is not live (streamed
 * tokens would flood a screen reader): the chat announces the finished answer instead.
 */
export function Transcript({ messages, streaming, running, activity, openReader, onRetryLast, onEditLast }: TranscriptProps) {
  const onCitation = (file: string, heading: string) => openReader(file, heading);
  const box = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<(CitationPreview & { top: number }) | null>(null);
  const shownFor = useRef<HTMLElement | null>(null);
  // Follow the answer as it grows, unless the person scrolled up to read something earlier.
  const stick = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && stick.current) el.scrollTop = el.scrollHeight;
  }, [messages, streaming, running, activity]);
  // The renderer (lib/markdown/render.ts) gives each chip an English `title`; the preview below
  // says more, in the panel's language, so the native tooltip would only repeat it in English.
  useEffect(() => {
    box.current?.querySelectorAll('button.citation[title]').forEach((b) => b.removeAttribute('title'));
  });
  const onScroll = () => {
    const el = box.current;
    if (el) stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };

  const show = (e: Event) => {
    const chip = (e.target as HTMLElement).closest?.('button.citation') as HTMLElement | null;
    if (!chip || !box.current || chip === shownFor.current) return;
    // A focused chip keeps its preview while the pointer wanders over others.
    if (e.type === 'mouseover' && shownFor.current && shownFor.current === document.activeElement) return;
    const p = citationPreview(chip.textContent ?? '', activity);
    if (!p) return;
    hide();
    const at = chip.getBoundingClientRect();
    const frame = box.current.getBoundingClientRect();
    chip.setAttribute('aria-describedby', PREVIEW_ID);
    shownFor.current = chip;
    setPreview({ ...p, top: at.bottom - frame.top + box.current.scrollTop + 6 });
  };
  const hide = () => {
    shownFor.current?.removeAttribute('aria-describedby');
    shownFor.current = null;
    setPreview(null);
  };
  const leave = (e: Event) => {
    const chip = shownFor.current;
    const to = (e as FocusEvent).relatedTarget as Node | null;
    if (!chip || (to && chip.contains(to))) return;
    // Leaving with the pointer does not hide the preview of the focused chip.
    if (e.type === 'mouseout' && (chip === document.activeElement || !chip.contains(e.target as Node))) return;
    hide();
  };

  const [copied, setCopied] = useState<number | null>(null);
  const copy = (i: number, markdown: string) => {
    void navigator.clipboard.writeText(markdown).then(() => setCopied(i), () => setCopied(null));
  };
  // The last question may be edited and sent again; the last answer retried.
  const lastQuestion = messages.findLastIndex((m) => m.role === 'user');
  const lastAnswer = messages.findLastIndex((m) => m.role === 'assistant' && Boolean(m.content));
  const [editing, setEditing] = useState<string | null>(null);
  const rendered = useMemo(() => messages.map((m, i) => {
    if (m.role === 'user') {
      const editable = i === lastQuestion && onEditLast && !running;
      if (editable && editing !== null) {
        return (
          <form key={i} class="msg user edit" onSubmit={(e) => { e.preventDefault(); if (editing.trim()) { onEditLast(editing.trim()); setEditing(null); } }}>
            <label for="edit-question" class="who">{t('editLabel')}</label>
            <textarea id="edit-question" rows={3} value={editing} onInput={(e) => setEditing(e.currentTarget.value)}
              onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); setEditing(null); } }} />
            <div class="msg-actions">
              <button type="submit" class="small primary" disabled={!editing.trim()}><Icon name="send" />{t('sendAgain')}</button>
              <button type="button" class="small" onClick={() => setEditing(null)}>{t('cancel')}</button>
            </div>
          </form>
        );
      }
      return (
        <div key={i} class="msg user">
          <p class="who">{t('you')}</p><p class="pre">{m.content}</p>
          {editable && <div class="msg-actions"><button type="button" class="quiet small" onClick={() => setEditing(m.content ?? '')}><Icon name="pen" />{t('editQuestion')}</button></div>}
        </div>
      );
    }
    if (m.role !== 'assistant') return null;
    return (
      <div key={i} class="msg assistant">
        {m.content ? renderMarkdown(m.content, { onCitation }) : null}
        {m.tool_calls?.map((c) => {
          const a = activity[c.id];
          return <ToolActivityView key={c.id} name={c.function.name} args={c.function.arguments} {...(a ? { result: a.result, declined: a.declined } : {})} openReader={openReader} />;
        })}
        {m.content && (
          <div class="msg-actions">
            <button type="button" class="quiet small" aria-label={t('copyAnswer')} title={t('copyAnswer')} onClick={() => copy(i, m.content!)}><Icon name="copy" /></button>
            {copied === i && <span role="status" class="muted small">{t('answerCopied')}</span>}
            {i === lastAnswer && onRetryLast && !running && (
              <button type="button" class="quiet small" onClick={onRetryLast}><Icon name="sync" />{t('retryAnswer')}</button>
            )}
          </div>
        )}
      </div>
    );
  }), [messages, activity, openReader, copied, editing, running, lastQuestion, lastAnswer]);

  return (
    // Focusable so keyboard users can scroll a long conversation.
    <div ref={box} class="transcript" aria-label={t('conversation')} role="log" aria-live="off" aria-busy={running} tabIndex={0}
      onScroll={onScroll} onMouseOver={show} onFocusIn={show} onMouseOut={leave} onFocusOut={leave} onKeyDown={(e) => e.key === 'Escape' && preview && hide()}>
      {messages.length === 0 && !streaming && !running && (
        <div class="chat-empty">
          <Icon name="chat" />
          <h2>{t('emptyChatTitle')}</h2>
          <p>{t('emptyChatText')}</p>
        </div>
      )}
      {rendered}
      {streaming && <div class="msg assistant streaming">{renderMarkdown(streaming, { onCitation })}</div>}
      {running && !streaming && <p class="thinking"><span class="dots" aria-hidden="true"><i /><i /><i /></span>{t('working')}</p>}
      {preview && (
        <div id={PREVIEW_ID} role="tooltip" class="cite-preview" style={{ top: `${preview.top}px`, left: '0.75rem' }}>
          <strong>{preview.file} § {preview.heading}</strong>
          <p>{preview.text ?? t('citationFallback')}</p>
        </div>
      )}
    </div>
  );
}
