import { useState } from 'preact/hooks';
import { Icon } from '../ui/icons';

/**
 * The message box with Send and Stop, kept at the bottom of the chat. Enter sends, Shift+Enter
 * adds a line, Escape stops a running answer; Stop is enabled only while an answer is running.
 */
export function Composer({ running, onSend, onStop }: { running: boolean; onSend: (text: string) => Promise<boolean>; onStop: () => void }) {
  const [text, setText] = useState('');
  const send = () => {
    const t = text.trim();
    if (!t || running) return;
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
      <label class="sr-only" for="message">Message</label>
      <textarea id="message" rows={2} value={text} placeholder="Ask about the repository…" aria-describedby="composer-hint"
        onInput={(e) => setText(e.currentTarget.value)} onKeyDown={onKeyDown} />
      <div class="actions">
        <span id="composer-hint" class="hint">{running ? 'Esc stops the answer' : 'Enter sends · Shift+Enter new line'}</span>
        <button type="button" class="quiet" disabled={!running} onClick={onStop}><Icon name="stop" />Stop</button>
        <button type="submit" class="primary" disabled={running}><Icon name="send" />Send</button>
      </div>
    </form>
  );
}
