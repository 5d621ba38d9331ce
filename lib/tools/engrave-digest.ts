import { z } from 'zod';

/** What the person approves: one note, for one conversation of one repository of one space. */
export interface EngraveSubject {
  space: string;
  repoId: string;
  conversationId: string;
  path: string;
  markdown: string;
}

// A SHA-256 in hex is 64 characters; the bound leaves room for a later format, never a novel.
export const ApprovalDigestSchema = z.string().max(128);

// Versioned so that a later change of what is hashed can never match an old digest.
const FORMAT = 'primachat-engrave-approval-v1';

/**
 * The digest that ties an Approve click to the preview the person saw: SHA-256 over the space,
 * repository, conversation, path and markdown. JSON of an array keeps the fields apart, so no
 * two different subjects encode to the same text (a path ending in a newline cannot pass for
 * the start of the markdown). It proves "this is the note that was shown", not who clicked:
 * only the panel sets the top-level `approval`, as it alone sets `confirm`.
 */
export async function engraveDigest(subject: EngraveSubject): Promise<string> {
  const text = JSON.stringify([FORMAT, subject.space, subject.repoId, subject.conversationId, subject.path, subject.markdown]);
  const hash = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
