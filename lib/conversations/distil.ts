import type { ChatMessage } from '../messages/protocol';
import { conversationTitle } from './store';

export interface DistilledNote {
  title: string;
  slug: string;
  markdown: string;
  /**
   * What the note carries from the conversation (the title, each question and answer), as
   * paragraphs: the text to scan for injection markers. The frame PrimaChat writes around it
   * (the engraved-from line, headings, the sources list taken from the answers) is left out.
   */
  quoted: string;
  questions: number;
  answers: number;
  sources: string[];
}

// `file § heading`, the citation format the system prompt asks for.
const CITATION = /([\w][\w./@+-]*\.(?:md|markdown|mdx|txt))\s*§\s*([^\n`|\]]+?)\s*(?=$|[\n`|\]]|\s[-–—]\s)/gim;

/**
 * Distil a conversation into a markdown note: a title, the date, each question with the answer
 * that followed it, and the sources cited as `file § heading`. Deterministic (no model call):
 * the same conversation and date give the same note, and nothing is invented.
 */
export function distilConversation(messages: ChatMessage[], options: { title?: string; date: Date; repoId: string }): DistilledNote {
  const title = cleanLine(options.title?.trim() || conversationTitle(messages)) || 'Conversation';
  const date = options.date.toISOString().slice(0, 10);
  const pairs: Array<{ question: string; answer: string }> = [];
  for (const m of messages) {
    const text = m.content?.trim();
    if (!text) continue;
    if (m.role === 'user') pairs.push({ question: text, answer: '' });
    else if (m.role === 'assistant' && !m.tool_calls?.length && pairs.length > 0) {
      const last = pairs[pairs.length - 1]!;
      last.answer = last.answer ? `${last.answer}\n\n${text}` : text;
    }
  }
  const answered = pairs.filter((p) => p.answer);
  const sources = [...new Set(answered.flatMap((p) => [...p.answer.matchAll(CITATION)].map((m) => `${m[1]} § ${m[2]!.trim()}`)))];

  const lines = [`# ${title}`, '', `_Engraved from a PrimaChat conversation with ${options.repoId} on ${date}._`, ''];
  answered.forEach((p, i) => {
    lines.push(`## Question ${i + 1}`, '', quote(p.question), '', p.answer, '');
  });
  if (sources.length) lines.push('## Sources', '', ...sources.map((s) => `- ${s}`), '');
  return {
    title,
    slug: slugify(title),
    markdown: lines.join('\n'),
    quoted: [title, ...answered.flatMap((p) => [p.question, p.answer])].join('\n\n'),
    questions: pairs.length,
    answers: answered.length,
    sources,
  };
}

/** A file-name-safe slug: lower-case ASCII letters, digits and dashes, at most 60 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'note';
}

function cleanLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').replace(/^#+\s*/, '').slice(0, 120);
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
}
