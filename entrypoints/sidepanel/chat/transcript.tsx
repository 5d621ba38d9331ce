import { renderMarkdown } from '../../../lib/markdown/render';
import type { ChatMessage } from '../../../lib/chat/types';
import type { OpenReader } from '../ui/sections-list';
import { ToolActivityView } from './tool-activity';
import type { ToolActivity } from './use-chat';

/**
 * The conversation: the person's messages as text, answers rendered as safe markdown with
 * citations that open the Reader, tool calls with what they showed, and the answer still
 * streaming in. Tool messages themselves (what the model read) are not shown.
 */
export function Transcript({ messages, streaming, activity, openReader }: { messages: ChatMessage[]; streaming: string; activity: Record<string, ToolActivity>; openReader: OpenReader }) {
  const onCitation = (file: string, heading: string) => openReader(file, heading);
  return (
    <div class="transcript" aria-label="Conversation" role="log">
      {messages.map((m, i) => {
        if (m.role === 'user') return <div key={i} class="msg user"><p class="who">You</p><p class="pre">{m.content}</p></div>;
        if (m.role !== 'assistant') return null;
        return (
          <div key={i} class="msg assistant">
            {m.content ? renderMarkdown(m.content, { onCitation }) : null}
            {m.tool_calls?.map((c) => {
              const a = activity[c.id];
              return <ToolActivityView key={c.id} name={c.function.name} args={c.function.arguments} {...(a ? { result: a.result, declined: a.declined } : {})} openReader={openReader} />;
            })}
          </div>
        );
      })}
      {streaming && <div class="msg assistant streaming" aria-busy="true">{renderMarkdown(streaming, { onCitation })}</div>}
    </div>
  );
}
