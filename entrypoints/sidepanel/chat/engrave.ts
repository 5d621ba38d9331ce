import { MAX_APPROVAL_ASKS } from '../../../lib/chat/tool-runner';
import type { Client } from '../../../lib/messages/client';
import { t } from '../ui/i18n';
import { errorText } from '../ui/error-text';
import { parseDisplay } from '../ui/display';

/**
 * "Engrave this conversation": ask the background for the preview (`conversations/engrave`
 * without confirm answers `approval_required` with `display`), show the approval card through
 * `ask`, and only on Approve re-send with `confirm: true` and the preview's digest as
 * `approval`, for the conversation `id` the preview was made for. When the note changed
 * meanwhile (`approval_stale`), the fresh preview is shown and the person asked again.
 * Resolves to a sentence for the person.
 */
export async function engraveConversation(client: Client, id: string, ask: (display: unknown) => Promise<boolean | 'refresh'>): Promise<{ ok: boolean; text: string }> {
  const first = await client.send({ type: 'conversations/engrave', id });
  let preview = 'display' in first ? first.display : undefined;
  if (first.ok || first.error.code !== 'approval_required' || !preview) {
    return { ok: false, text: first.ok ? t('engraveNothing') : errorText(first) };
  }
  let second;
  for (let asked = 1; ; asked++) {
    const approved = await ask(preview);
    if (approved === 'refresh') {
      // The note's repository changed on the card: a fresh preview, nothing written.
      const again = await client.send({ type: 'conversations/engrave', id });
      if (again.ok || again.error.code !== 'approval_required' || !('display' in again) || !again.display) return { ok: false, text: again.ok ? t('engraveNothing') : errorText(again) };
      preview = again.display;
      asked--;
      continue;
    }
    if (!approved) return { ok: true, text: t('engraveDeclined') };
    const shown = parseDisplay(preview);
    const approval = shown?.kind === 'approval' ? shown.digest : undefined;
    second = await client.send({ type: 'conversations/engrave', id, confirm: true, ...(approval ? { approval } : {}) });
    const fresh = 'display' in second ? second.display : undefined;
    if (second.ok || second.error.code !== 'approval_stale' || !fresh || asked >= MAX_APPROVAL_ASKS) break;
    preview = fresh;
  }
  if (!second.ok) return { ok: false, text: errorText(second) };
  const shown = parseDisplay('display' in second ? second.display : undefined);
  return {
    ok: true,
    text: shown?.kind === 'engraved' ? t('engravedAs', shown.path, shown.commit.slice(0, 12)) : t('engraved'),
  };
}
