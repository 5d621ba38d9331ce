import { useState } from 'preact/hooks';
import { Confirm } from '../ui/confirm';
import type { ConversationSummary } from './use-conversations';

interface ConversationListProps {
  list: ConversationSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

/** Earlier conversations of the space: open one, or delete it after a confirmation step. */
export function ConversationList({ list, currentId, onOpen, onDelete }: ConversationListProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <details class="conversations">
      <summary>Conversations ({list.length})</summary>
      {list.length === 0 ? <p class="muted">None yet.</p> : (
        <ul>
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" class="linkish" aria-current={c.id === currentId ? 'true' : undefined} onClick={() => onOpen(c.id)}>
                {c.title || 'Untitled'}
              </button>{' '}
              <small class="muted">{c.repoId} · {new Date(c.createdAt).toLocaleDateString()}</small>{' '}
              <button type="button" aria-label={`Delete “${c.title || 'Untitled'}”`} onClick={() => setDeleting(c.id)}>Delete</button>
              {deleting === c.id && (
                <Confirm question="Delete this conversation?" confirmLabel="Delete conversation" onCancel={() => setDeleting(null)}
                  onConfirm={() => { setDeleting(null); onDelete(c.id); }} />
              )}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
