import { useEffect, useRef, useState } from 'preact/hooks';
import { useDeps } from '../deps';
import { downloadText } from '../ui/download';
import { t, uiLang } from '../ui/i18n';
import { Icon } from '../ui/icons';
import { Alert } from '../ui/alert';
import type { OpenReader } from '../ui/sections-list';
import { ApprovalCard } from './approval-card';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { engraveConversation } from './engrave';
import { conversationMarkdown, conversationsJson, fileSlug, type StoredConversation } from './export';
import { excerpt } from './citation-preview';
import { Transcript } from './transcript';
import { useChat } from './use-chat';
import { useConversations } from './use-conversations';

interface ChatScreenProps {
  space: string;
  repoId: string;
  /** `space`: the model searches and reads every repository of the space ("All repositories"). */
  scope?: 'repo' | 'space';
  /** The space's repositories (where a note may go with "All repositories"). */
  repoIds?: string[];
  openReader: OpenReader;
  openSettings: () => void;
  openSearch: () => void;
  selectRepo: (id: string) => void;
}

/**
 * The Chat area: conversations (new, open, delete), the transcript, the approval card, and at
 * the bottom the message box with Send and Stop, provider errors with Retry, and notices.
 * Escape anywhere in the chat stops a running answer (the approval card keeps Escape for
 * Decline). A polite live region announces each finished answer.
 */
export function ChatScreen({ space, repoId, scope = 'repo', repoIds = [], openReader, openSettings, openSearch, selectRepo }: ChatScreenProps) {
  const { client } = useDeps();
  const chat = useChat(space, repoId, scope);
  const conversations = useConversations(space);
  const send = async (text: string) => {
    const started = await chat.send(text);
    void conversations.refresh();
    return started;
  };
  const engrave = async () => {
    if (!chat.conversationId) return chat.setNotice(t('askFirst'));
    const outcome = await engraveConversation(client, chat.conversationId, chat.approval.ask);
    if (outcome.ok) chat.setNotice(outcome.text);
    else chat.setError({ code: 'engrave_failed', message: outcome.text });
  };
  const [announce, setAnnounce] = useState('');
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !chat.running) {
      const last = chat.messages[chat.messages.length - 1];
      setAnnounce(last?.role === 'assistant' && last.content ? t('answerReady', excerpt(last.content)) : chat.error ? t('answerStopped') : '');
    } else if (chat.running) setAnnounce('');
    wasRunning.current = chat.running;
  }, [chat.running]);
  const exportOne = async () => {
    if (!chat.conversationId) return;
    const a = await client.send({ type: 'conversations/get', id: chat.conversationId });
    if (!a.ok) return chat.setError({ code: 'internal', message: t('exportFailed') });
    const c = { ...a.conversation, title: conversations.list.find((x) => x.id === a.conversation.id)?.title ?? '' } as StoredConversation;
    downloadText(`primachat-${fileSlug(c.title || c.id)}.md`, conversationMarkdown(c, uiLang()), 'text/markdown');
  };
  const exportAll = async () => {
    const all: StoredConversation[] = [];
    for (const s of conversations.list) {
      const a = await client.send({ type: 'conversations/get', id: s.id });
      if (!a.ok) return chat.setError({ code: 'internal', message: t('exportFailed') });
      all.push({ ...a.conversation, title: s.title } as StoredConversation);
    }
    downloadText(`primachat-${fileSlug(space)}-conversations.json`, conversationsJson(space, all), 'application/json');
  };
  const open = async (id: string) => {
    const forRepo = await chat.open(id);
    if (forRepo && forRepo !== repoId) selectRepo(forRepo);
  };

  return (
    <div class="chat" onKeyDown={(e) => { if (e.key === 'Escape' && chat.running && !chat.approval.shown) chat.stop(); }}>
      <div class="chat-head">
        <button type="button" class="small" onClick={chat.newConversation}><Icon name="plus" />{t('newConversation')}</button>
        <span class="spacer" />
        <button type="button" class="quiet small" aria-label={t('engraveThis')} title={t('engraveTitle')}
          onClick={() => void engrave()} disabled={chat.busy || !chat.conversationId}><Icon name="pen" />{t('engraveShort')}</button>
      </div>
      <ConversationList list={conversations.list} currentId={chat.conversationId} onOpen={(id) => void open(id)}
        onDelete={(id) => void conversations.remove(id).then(() => id === chat.conversationId && chat.newConversation())}
        onRename={(id, title) => void conversations.rename(id, title)}
        onExportOne={() => void exportOne()} onExportAll={() => void exportAll()} />
      <Transcript messages={chat.messages} streaming={chat.streaming} running={chat.busy} activity={chat.activity} openReader={openReader}
        onRetryLast={() => void chat.retryLast()} onEditLast={(text) => void chat.editLast(text).then(() => conversations.refresh())} />
      {chat.approval.shown && (
        <ApprovalCard display={chat.approval.display} onApprove={chat.approval.approve} onDecline={chat.approval.decline}
          {...(scope === 'space' ? { targets: repoIds, onRetarget: (to: string) => void chat.retarget(to).then((moved) => moved && selectRepo(moved)) } : {})} />
      )}
      <div class="chat-foot">
        {chat.noProvider && (
          <p class="note" role="note">
            {t('noProvider')}{' '}
            <button type="button" class="linkish" onClick={openSettings}>{t('openSettings')}</button> {t('toChooseOne')}{' '}
            <button type="button" class="linkish" onClick={openSearch}>{t('searchLink')}</button> {t('andReadWithout')}
          </p>
        )}
        {chat.notice && <p role="status" class="status-line">{chat.notice}</p>}
        <Alert message={chat.error?.message}>
          {chat.error?.kind && chat.error.kind !== 'aborted' && <button type="button" onClick={() => void chat.retry()}>{t('retry')}</button>}
          {chat.error?.kind === 'auth' && <button type="button" class="linkish" onClick={openSettings}>{t('settingsLink')}</button>}
        </Alert>
        <Composer running={chat.running} busy={chat.busy} onSend={send} onStop={chat.stop} />
        <p class="sr-only" role="status" aria-live="polite">{announce}</p>
      </div>
    </div>
  );
}
