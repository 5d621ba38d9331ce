import { z } from 'zod';
import { FIELDS } from '../search/scoring';
import { SectionSchema } from '../search/sections';
import type { Collected } from '../search/index-collect';
import { CjkAnalyserSchema } from '../search/cjk/analyser';
import type { CollectJob, CollectResult } from './collect-files';
import type { ObjectFile } from './memory-git-fs';

/**
 * Messages between the service worker and the indexing helper (a dedicated worker in the
 * offscreen document), over one MessagePort. The worker reads the repository from the same
 * storage and answers with collected rows (typed arrays, transferred).
 */
const FileEntrySchema = z.object({ path: z.string(), mode: z.string(), oid: z.string().regex(/^[0-9a-f]{40}$/) });

export const HelperRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('collect'),
    id: z.number().int(),
    job: z.object({
      dir: z.string().min(1),
      entries: z.array(FileEntrySchema),
      maxChars: z.number().int().positive(),
      objects: z.array(z.object({ path: z.string(), data: z.instanceof(Uint8Array) })),
    }),
  }),
  z.object({ type: z.literal('cancel'), id: z.number().int() }),
]);
export type HelperRequest = z.infer<typeof HelperRequestSchema>;

export const HelperReplySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), id: z.number().int(), done: z.number().int().nonnegative() }),
  z.object({ type: z.literal('done'), id: z.number().int(), result: z.object({ collected: z.unknown(), tooLarge: z.number().int().nonnegative() }) }),
  z.object({ type: z.literal('failed'), id: z.number().int(), message: z.string() }),
]);
export type HelperReply = z.infer<typeof HelperReplySchema>;

const rows = (r: unknown, type: typeof Uint32Array | typeof Uint16Array): r is { data: Uint32Array | Uint16Array; length: number } =>
  typeof r === 'object' && r !== null && (r as { data?: unknown }).data instanceof type && Number.isInteger((r as { length?: unknown }).length) && (r as { length: number }).length <= (r as { data: Uint32Array }).data.length;

/**
 * Check collected rows from another thread before they are merged: the right typed arrays,
 * consistent lengths, every term and section index in range, sections shaped as sections.
 * Returns the rows, or `null` when anything is off.
 */
export function checkCollected(raw: unknown): Collected | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const c = raw as Collected;
  if (!Array.isArray(c.terms) || !c.terms.every((t) => typeof t === 'string')) return null;
  if (!Array.isArray(c.sections) || !(c.fieldLen instanceof Uint16Array)) return null;
  if (!CjkAnalyserSchema.safeParse(c.analyser).success) return null;
  if (!rows(c.rowTerm, Uint32Array) || !rows(c.rowDoc, Uint32Array) || !rows(c.rowTf, Uint16Array)) return null;
  const n = c.rowTerm.length;
  if (c.rowDoc.length !== n || c.rowTf.length !== n * FIELDS.length || c.fieldLen.length !== c.sections.length * FIELDS.length) return null;
  for (let r = 0; r < n; r++) if (c.rowTerm.data[r]! >= c.terms.length || c.rowDoc.data[r]! >= c.sections.length) return null;
  if (!c.sections.every((s) => SectionSchema.safeParse(s).success)) return null;
  return c;
}

/** A result's buffers, to transfer rather than copy. */
export function transferables(result: CollectResult): ArrayBuffer[] {
  const { collected: c } = result;
  return [c.rowTerm.data.buffer, c.rowDoc.data.buffer, c.rowTf.data.buffer, c.fieldLen.buffer] as ArrayBuffer[];
}

/** A job for the helper: the files, and a copy of the object store to read them from. */
export interface HelperJob extends CollectJob {
  objects: ObjectFile[];
}
