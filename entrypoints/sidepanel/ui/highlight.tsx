import type { ComponentChildren } from 'preact';

/** The words of a query worth marking: split on spaces and punctuation, 2+ characters, longest first. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().split(/[\s\p{P}\p{S}]+/u).filter((w) => w.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * `text` with every occurrence of the query's words (case-insensitive, also as the start of a
 * longer word: "carry" marks "carrying") wrapped in <mark>. Plain text in, elements out: the
 * snippet is repository text, so nothing in it is ever parsed as markup.
 */
export function highlight(text: string, query: string): ComponentChildren {
  const terms = queryTerms(query);
  if (!terms.length) return text;
  const pattern = new RegExp(`(${terms.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu');
  return text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}
