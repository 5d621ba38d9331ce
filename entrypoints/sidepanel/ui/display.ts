import { z } from 'zod';

/**
 * The `display` shapes of tool answers (background-api.md, "Display shapes"), parsed before
 * rendering: display is built from repository text, so the panel checks its shape rather than
 * trusting it.
 */
const markers = z.array(z.string()).default([]);

export const SearchDisplaySchema = z.object({
  kind: z.literal('search'),
  repoId: z.string(),
  query: z.string(),
  sections: z.array(z.object({ repoId: z.string().optional(), file: z.string(), heading: z.string(), line: z.number(), snippet: z.string(), markers })),
});
export const ReadDisplaySchema = z.object({
  kind: z.literal('read'),
  repoId: z.string(),
  file: z.string(),
  heading: z.string().optional(),
  line: z.number(),
  markdown: z.string(),
  markers,
});
export const ApprovalDisplaySchema = z.object({
  kind: z.literal('approval'),
  repoId: z.string(),
  path: z.string(),
  title: z.string(),
  markdown: z.string(),
  markers,
  // What the Approve click sends back: without it the card cannot be approved.
  digest: z.string().min(1),
});
export const EngravedDisplaySchema = z.object({ kind: z.literal('engraved'), repoId: z.string(), path: z.string(), commit: z.string() });

export const DisplaySchema = z.discriminatedUnion('kind', [SearchDisplaySchema, ReadDisplaySchema, ApprovalDisplaySchema, EngravedDisplaySchema]);
export type Display = z.infer<typeof DisplaySchema>;
export type SearchDisplay = z.infer<typeof SearchDisplaySchema>;
export type ApprovalDisplay = z.infer<typeof ApprovalDisplaySchema>;

/** The display if it has a known shape, else null (the panel then shows only the tool's name). */
export function parseDisplay(value: unknown): Display | null {
  const parsed = DisplaySchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
