import { useState } from 'preact/hooks';
import { t } from '../ui/i18n';
import { Icon } from '../ui/icons';

/**
 * The message box with Send and Stop, kept at the bottom of the chat. Enter sends, Shift+Enter
 * adds a line, Escape stops a running answer; Stop is enabled only while an answer is running.
 * Send is refused while `busy`: from a Send until its run has ended, the moments before the
 * answer starts included (the text typed meanwhile stays in the box).
 */
export function Composer({ running, busy, onSend, onStop }: { running: boolean; busy: boolean; onSend: (text: string) => Promise<boolean>; onStop: () => void }) {
  const [text, setText] = useState('');
  const send = () => {
    const t = text.trim();
    if (!t || busy) return;
    setText('');
    // Put the text back when the message could not be sent (no provider, no repository).
    void onSend(t).then((started) => { if (!started) setText((now) => now || t); });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); send(); }
    else if (e.key === 'Escape' && running) { e.preventDefault(); onStop(); }
  };
  return (
    <form class="composer" onSubmit={(e) => { e.preventDefault(); send(); }}>
      <label class="sr-only" for="message">{t('message')}</label>
      <textarea id="message" rows={2} value={text} placeholder={t('messagePlaceholder')} aria-describedby="composer-hint"
        onInput={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} />
      <div class="actions">
        <span id="composer-hint" class="hint">{running ? t('hintRunning') : t('hintIdle')}</span>
        <button type="button" class="quiet" disabled={!running} onClick={onStop}><Icon name="stop" />{t('stop')}</button>
        <button type="submit" class="primary" disabled={busy}><Icon name="send" />{t('send')}</button>
      </div>
    </form>
  );
}
