import { splitCitations } from '../../../lib/markdown/citations';
import type { ChatMessage } from '../../../lib/chat/types';
import { t } from '../ui/i18n';

/** A stored conversation as `conversations/get` answers it. */
export interface StoredConversation {
  id: string;
  repoId: string;
  title?: string;
  createdAt: string;
  messages: ChatMessage[];
}

/** The sources of a conversation: what the answers cite and what the model read, in order, once each. */
export function conversationSources(messages: readonly ChatMessage[]): string[] {
  const seen = new Set<string>();
  for (const m of messages) {
    if (m.role !== 'assistant') continue;
    for (const c of m.tool_calls ?? []) {
      if (c.function.name !== 'stone_read') continue;
      try {
        const a = JSON.parse(c.function.arguments) as { path?: unknown; heading?: unknown };
        if (typeof a.path === 'string') seen.add(typeof a.heading === 'string' && a.heading ? `${a.path} § ${a.heading}` : a.path);
      } catch {
        // A malformed call read nothing.
      }
    }
    for (const part of splitCitations(m.content ?? '')) if ('file' in part) seen.add(`${part.file} § ${part.heading}`);
  }
  return [...seen];
}

/**
 * One conversation as a Markdown file: its title, repository and date, each question (quoted)
 * with the answers that followed it, then the sources. Tool messages (fenced repository text
 * meant for the model) are left out: the sources name what was read.
 */
export function conversationMarkdown(c: StoredConversation, locale?: string): string {
  const title = c.title || t('untitled');
  const out = [`# ${title}`, '', `${t('repository')}: ${c.repoId} · ${new Date(c.createdAt).toLocaleString(locale)}`];
  let n = 0;
  for (const m of c.messages) {
    if (m.role === 'user') {
      n += 1;
      out.push('', `## ${t('exportQuestion', n)}`, '', ...(m.content ?? '').split('\n').map((l) => `> ${l}`));
    } else if (m.role === 'assistant' && m.content) out.push('', m.content.trim());
  }
  const sources = conversationSources(c.messages);
  if (sources.length) out.push('', `## ${t('exportSources')}`, '', ...sources.map((s) => `- ${s}`));
  return `${out.join('\n')}\n`;
}

/** Every conversation of a space as one JSON document (format and version first, like spaces/export). */
export function conversationsJson(space: string, conversations: readonly StoredConversation[], now = new Date()): string {
  return `${JSON.stringify({ format: 'primachat-conversations', version: 1, space, exportedAt: now.toISOString(), conversations }, null, 2)}\n`;
}

/** A file name from a title: lower-case words joined by "-", never empty. */
export function fileSlug(title: string): string {
  return title.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'conversation';
}
