import type { Client } from '../../../lib/messages/client';
import { errorText } from '../ui/error-text';
import { parseDisplay } from '../ui/display';

/**
 * "Engrave this conversation": ask the background for the preview (`conversations/engrave`
 * without confirm answers `approval_required` with `display`), show the approval card through
 * `ask`, and only on Approve re-send with `confirm: true`. Resolves to a sentence for the person.
 */
export async function engraveConversation(client: Client, id: string, ask: (display: unknown) => Promise<boolean>): Promise<{ ok: boolean; text: string }> {
  const first = await client.send({ type: 'conversations/engrave', id });
  const preview = 'display' in first ? first.display : undefined;
  if (first.ok || first.error.code !== 'approval_required' || !preview) {
    return { ok: false, text: first.ok ? 'The background wrote nothing without approval; try again.' : errorText(first) };
  }
  const approved = await ask(preview);
  if (!approved) return { ok: true, text: 'Declined; nothing was written.' };
  const second = await client.send({ type: 'conversations/engrave', id, confirm: true });
  if (!second.ok) return { ok: false, text: errorText(second) };
  const shown = parseDisplay('display' in second ? second.display : undefined);
  return {
    ok: true,
    text: shown?.kind === 'engraved' ? `Engraved ${shown.path} as commit ${shown.commit.slice(0, 12)}. Push it from Repositories.` : 'Engraved.',
  };
}
