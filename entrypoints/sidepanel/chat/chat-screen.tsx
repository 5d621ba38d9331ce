import { useDeps } from '../deps';
import { Alert } from '../ui/alert';
import type { OpenReader } from '../ui/sections-list';
import { ApprovalCard } from './approval-card';
import { Composer } from './composer';
import { ConversationList } from './conversation-list';
import { engraveConversation } from './engrave';
import { SearchBox } from './search-box';
import { Transcript } from './transcript';
import { useChat } from './use-chat';
import { useConversations } from './use-conversations';

interface ChatScreenProps {
  space: string;
  repoId: string;
  openReader: OpenReader;
  openSettings: () => void;
  selectRepo: (id: string) => void;
}

/**
 * The Chat area: conversations (new, open, delete), the transcript, the approval card, the
 * message box with Send and Stop, "Engrave this conversation", provider errors with Retry,
 * and the search box, which works without any provider.
 */
export function ChatScreen({ space, repoId, openReader, openSettings, selectRepo }: ChatScreenProps) {
  const { client } = useDeps();
  const chat = useChat(space, repoId);
  const conversations = useConversations(space);
  const send = async (text: string) => {
    const started = await chat.send(text);
    void conversations.refresh();
    return started;
  };
  const engrave = async () => {
    if (!chat.conversationId) return chat.setNotice('Ask a question first: there is no conversation to engrave yet.');
    const outcome = await engraveConversation(client, chat.conversationId, chat.approval.ask);
    if (outcome.ok) chat.setNotice(outcome.text);
    else chat.setError({ code: 'engrave_failed', message: outcome.text });
  };
  const open = async (id: string) => {
    const forRepo = await chat.open(id);
    if (forRepo && forRepo !== repoId) selectRepo(forRepo);
  };

  return (
    <div class="chat">
      <div class="chat-head">
        <button type="button" onClick={chat.newConversation}>New conversation</button>
        <button type="button" onClick={() => void engrave()} disabled={chat.running || !chat.conversationId}>Engrave this conversation</button>
      </div>
      <ConversationList list={conversations.list} currentId={chat.conversationId} onOpen={(id) => void open(id)}
        onDelete={(id) => void conversations.remove(id).then(() => id === chat.conversationId && chat.newConversation())} />
      {chat.noProvider && (
        <p class="note" role="note">
          No model provider is set up yet.{' '}
          <button type="button" class="linkish" onClick={openSettings}>Open Settings</button> to choose one. You can still search and read below.
        </p>
      )}
      <Transcript messages={chat.messages} streaming={chat.streaming} activity={chat.activity} openReader={openReader} />
      {chat.approval.shown && <ApprovalCard display={chat.approval.display} onApprove={chat.approval.approve} onDecline={chat.approval.decline} />}
      {chat.notice && <p role="status">{chat.notice}</p>}
      <Alert message={chat.error?.message}>
        {chat.error?.kind && chat.error.kind !== 'aborted' && <button type="button" onClick={() => void chat.retry()}>Retry</button>}
        {chat.error?.kind === 'auth' && <button type="button" class="linkish" onClick={openSettings}>Settings</button>}
      </Alert>
      <Composer running={chat.running} onSend={send} onStop={chat.stop} />
      <SearchBox space={space} repoId={repoId} openReader={openReader} />
    </div>
  );
}
