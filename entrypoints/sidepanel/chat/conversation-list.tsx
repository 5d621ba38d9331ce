import { useState } from 'preact/hooks';
import { Confirm } from '../ui/confirm';
import { t, tCount, uiLang } from '../ui/i18n';
import { Icon } from '../ui/icons';
import type { ConversationSummary } from './use-conversations';

interface ConversationListProps {
  list: ConversationSummary[];
  currentId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onRename: (id: string, title: string) => void;
  onExportOne: () => void;
  onExportAll: () => void;
}

/** Earlier conversations of the space: open one, rename it, or delete it after a confirmation step. */
export function ConversationList({ list, currentId, onOpen, onDelete, onRename, onExportOne, onExportAll }: ConversationListProps) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  return (
    <details class="conversations">
      <summary>{tCount('conversations', list.length)}</summary>
      {list.length === 0 ? <p class="muted">{t('noneYet')}</p> : (
        <ul>
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" class="linkish" aria-current={c.id === currentId ? 'true' : undefined} onClick={() => onOpen(c.id)}>
                {c.title || t('untitled')}
              </button>{' '}
              <small class="muted">{c.repoId} · {new Date(c.createdAt).toLocaleDateString(uiLang())}</small>{' '}
              <button type="button" aria-label={t('renameNamed', c.title || t('untitled'))} onClick={() => setRenaming({ id: c.id, title: c.title })}>{t('rename')}</button>{' '}
              <button type="button" aria-label={t('deleteNamed', c.title || t('untitled'))} onClick={() => setDeleting(c.id)}>{t('delete')}</button>
              {renaming?.id === c.id && (
                <form class="rename" onSubmit={(e) => { e.preventDefault(); onRename(c.id, renaming.title); setRenaming(null); }}>
                  <label>{t('renameLabel')} <input type="text" maxLength={200} value={renaming.title} onInput={(e) => setRenaming({ id: c.id, title: e.currentTarget.value })} /></label>{' '}
                  <button type="submit" class="small primary">{t('save')}</button>{' '}
                  <button type="button" class="small" onClick={() => setRenaming(null)}>{t('cancel')}</button>
                </form>
              )}
              {deleting === c.id && (
                <Confirm question={t('deleteQuestion')} confirmLabel={t('deleteConversation')} onCancel={() => setDeleting(null)}
                  onConfirm={() => { setDeleting(null); onDelete(c.id); }} />
              )}
            </li>
          ))}
        </ul>
      )}
      <div class="actions">
        <button type="button" class="small" disabled={!currentId} onClick={onExportOne}><Icon name="file" />{t('exportMarkdown')}</button>
        <button type="button" class="small" disabled={list.length === 0} onClick={onExportAll}>{t('exportAll')}</button>
      </div>
    </details>
  );
}
