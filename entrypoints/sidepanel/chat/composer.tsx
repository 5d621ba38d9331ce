import { useState } from 'preact/hooks';

/**
 * The message box with Send and Stop. Enter sends, Shift+Enter adds a line; Stop is enabled
 * only while an answer is running.
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
  return (
    <form class="composer" onSubmit={(e) => { e.preventDefault(); send(); }}>
      <label class="sr-only" for="message">Message</label>
      <textarea id="message" rows={3} value={text} placeholder="Ask about the repository…"
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => { if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); send(); } }} />
      <div class="actions">
        <button type="submit" class="primary" disabled={running}>Send</button>
        <button type="button" disabled={!running} onClick={onStop}>Stop</button>
      </div>
    </form>
  );
}
