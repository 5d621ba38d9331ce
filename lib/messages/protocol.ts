import { z } from 'zod';
import { ProviderSettingsSchema } from '../chat/settings-schema';
import { IdSchema, RefSchema, SyncScheduleSchema } from './shared';
import { ApprovalDigestSchema } from '../tools/engrave-digest';

/**
 * Every message of the background API (shared/design/background-api.md), as zod schemas.
 * Types are inferred from these; the router parses each message with them before any handler
 * runs. Names and shapes here are a public contract: add fields, never rename.
 */

export const SpaceSchema = IdSchema.default('default');
export const ConversationIdSchema = z.string().min(1).max(128);

export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'tool']),
  content: z.string().max(1_000_000).nullable(),
  tool_calls: z
    .array(
      z.object({
        id: z.string().max(256),
        type: z.literal('function').default('function'),
        function: z.object({ name: z.string().max(256), arguments: z.string().max(1_000_000) }),
      }),
    )
    .max(64)
    .optional(),
  tool_call_id: z.string().max(256).optional(),
  name: z.string().max(256).optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const SettingsPatchSchema = z.strictObject({
  canaries: z.array(z.string().max(1024)).max(1000).optional(),
  // An empty apiKey clears the stored key.
  provider: ProviderSettingsSchema.extend({ apiKey: z.string().max(4096).optional() }).nullable().optional(),
  author: z.object({ name: z.string().min(1).max(200), email: z.string().max(320) }).optional(),
});
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

export const ToolEnvelopeSchema = z.object({
  name: z.string().max(256),
  arguments: z.union([z.string().max(1_000_000), z.record(z.string(), z.unknown())]),
  conversationId: ConversationIdSchema.optional(),
  // An id that no repository could have is a malformed envelope (bad_request), not a lookup:
  // only a well-formed id the space lacks is `no_repository`.
  repoId: IdSchema.optional(),
  confirm: z.boolean().optional(),
  /** `space`: stone_search and stone_read over every ready repository of the caller's space. */
  scope: z.enum(['repo', 'space']).optional(),
  // The digest of the preview the person approved; set only by the panel's Approve click, next
  // to `confirm` and never among the model's arguments.
  approval: ApprovalDigestSchema.optional(),
});
export type ToolEnvelope = z.infer<typeof ToolEnvelopeSchema>;

const space = { space: SpaceSchema };

// Refused here, before anything is stored: the registry would reject the record half-way
// through an add (a credential in the URL).
const RepoUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine((u) => !URL.canParse(u) || (!new URL(u).username && !new URL(u).password), 'put the username and token in their own fields, not in the URL');

/**
 * A space's setup as a file (`spaces/export`, `spaces/import`): each repository's id, URL,
 * branch and schedule — never a credential (a token key in an imported file is dropped).
 */
export const SpaceFileSchema = z.object({
  format: z.literal('primachat-space'),
  version: z.literal(1),
  space: IdSchema,
  repos: z.array(z.object({ id: IdSchema, url: RepoUrlSchema, ref: z.union([RefSchema, z.literal('')]), schedule: SyncScheduleSchema })).max(500),
});
export type SpaceFile = z.infer<typeof SpaceFileSchema>;

export const RequestSchemas = {
  'tools/manifest': z.object({ type: z.literal('tools/manifest') }),
  'tools/execute': z.object({ type: z.literal('tools/execute'), ...space, body: ToolEnvelopeSchema }),

  'repos/add': z.object({
    type: z.literal('repos/add'),
    ...space,
    id: IdSchema,
    url: RepoUrlSchema,
    // A ref git cannot name is refused before the clone would refuse it.
    ref: RefSchema.optional(),
    auth: z.object({ username: z.string().max(256).optional(), token: z.string().min(1).max(4096) }).optional(),
  }),
  'repos/list': z.object({ type: z.literal('repos/list'), ...space }),
  'repos/sync': z.object({ type: z.literal('repos/sync'), ...space, id: IdSchema }),
  'repos/remove': z.object({ type: z.literal('repos/remove'), ...space, id: IdSchema }),
  'repos/push': z.object({ type: z.literal('repos/push'), ...space, id: IdSchema }),
  'repos/cancel': z.object({ type: z.literal('repos/cancel'), ...space, id: IdSchema }),
  'repos/files': z.object({ type: z.literal('repos/files'), ...space, id: IdSchema }),
  'repos/read': z.object({ type: z.literal('repos/read'), ...space, id: IdSchema, path: z.string().min(1).max(1024) }),
  'repos/schedule': z.object({ type: z.literal('repos/schedule'), ...space, id: IdSchema, every: SyncScheduleSchema }),
  /** Sync what is due now in the space (the panel sends it when it opens). */
  'repos/sync-due': z.object({ type: z.literal('repos/sync-due'), ...space }),
  'spaces/list': z.object({ type: z.literal('spaces/list') }),
  'spaces/export': z.object({ type: z.literal('spaces/export'), ...space }),
  'spaces/import': z.object({ type: z.literal('spaces/import'), ...space, file: SpaceFileSchema }),

  'conversations/create': z.object({ type: z.literal('conversations/create'), ...space, repoId: IdSchema }),
  'conversations/append': z.object({
    type: z.literal('conversations/append'),
    id: ConversationIdSchema,
    messages: z.array(ChatMessageSchema).min(1).max(256),
  }),
  'conversations/get': z.object({ type: z.literal('conversations/get'), id: ConversationIdSchema }),
  'conversations/list': z.object({ type: z.literal('conversations/list'), ...space }),
  'conversations/delete': z.object({ type: z.literal('conversations/delete'), id: ConversationIdSchema }),
  'conversations/rename': z.object({ type: z.literal('conversations/rename'), id: ConversationIdSchema, title: z.string().max(200) }),
  /** The conversation's repository (where a note is engraved) becomes `repoId`, of the same space. */
  'conversations/move': z.object({ type: z.literal('conversations/move'), id: ConversationIdSchema, repoId: IdSchema }),
  /** Keep the first `keep` messages: retry the last answer, or edit the last question. */
  'conversations/truncate': z.object({ type: z.literal('conversations/truncate'), id: ConversationIdSchema, keep: z.number().int().nonnegative().max(100_000) }),
  'conversations/engrave': z.object({
    type: z.literal('conversations/engrave'),
    id: ConversationIdSchema,
    title: z.string().max(200).optional(),
    confirm: z.boolean().optional(),
    approval: ApprovalDigestSchema.optional(),
  }),

  'settings/get': z.object({ type: z.literal('settings/get') }),
  'settings/set': z.object({ type: z.literal('settings/set'), settings: SettingsPatchSchema }),
} as const;

export type RequestType = keyof typeof RequestSchemas;
export type RequestOf<T extends RequestType> = z.infer<(typeof RequestSchemas)[T]>;
/** What a caller writes: defaults (like `space`) may be left out. */
export type RequestInput<T extends RequestType> = z.input<(typeof RequestSchemas)[T]>;

export const MessageTypeSchema = z.object({ type: z.string() });

export const ErrorInfoSchema = z.object({ code: z.string(), message: z.string() });
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>;

export const RepoSchema = z.object({
  id: IdSchema,
  url: z.string(),
  ref: z.string(),
  head: z.string(),
  files: z.number().int(),
  sections: z.number().int(),
  clonedAt: z.string(),
  syncedAt: z.string(),
  status: z.enum(['cloning', 'ready', 'failed']).optional(),
  error: ErrorInfoSchema.optional(),
  sizeBytes: z.number().optional(),
  skipped: z.number().int().optional(),
  authSet: z.boolean().optional(),
  schedule: SyncScheduleSchema.optional(),
  lastSyncError: z.object({ code: z.string(), message: z.string(), at: z.string() }).optional(),
  lastChanged: z.object({ added: z.number(), modified: z.number(), removed: z.number() }).optional(),
});
export type Repo = z.infer<typeof RepoSchema>;

export const ToolResultSchema = z.object({
  content: z.string(),
  display: z.record(z.string(), z.unknown()).optional(),
  error: ErrorInfoSchema.optional(),
});
export type ToolResult = z.infer<typeof ToolResultSchema>;

export const ProgressEventSchema = z.object({
  space: z.string(),
  repoId: z.string(),
  phase: z.string(),
  loaded: z.number(),
  total: z.number().optional(),
});
export type ProgressEvent = z.infer<typeof ProgressEventSchema>;

export type Ok<T extends object = object> = { ok: true } & T;
export type Fail = { ok: false; error: ErrorInfo };
export type Answer<T extends object = object> = Ok<T> | Fail;

/** The answer each message type resolves to (the `ok: true` part). */
export interface AnswerMap {
  'tools/manifest': Ok<{ tools: unknown[] }>;
  'tools/execute': ToolResult;
  'repos/add': Answer<{ repo: Repo }>;
  'repos/list': Answer<{ repos: Repo[] }>;
  'repos/sync': Answer<{ repo: Repo; changed: { added: string[]; modified: string[]; removed: string[] } }>;
  'repos/remove': Answer;
  'repos/push': Answer<{ commit: string }>;
  'repos/cancel': Answer<{ cancelled: boolean }>;
  'repos/files': Answer<{ files: Array<{ path: string; indexed: boolean }> }>;
  'repos/read': Answer<{ file: string; markdown: string; headings: Array<{ heading: string; line: number; level: number }> }>;
  'repos/schedule': Answer<{ repo: Repo }>;
  'repos/sync-due': Answer<{ offline?: true; synced: Array<{ space: string; id: string; changed: number }>; failed: Array<{ space: string; id: string; error: ErrorInfo }> }>;
  'spaces/list': Answer<{ spaces: string[] }>;
  'spaces/export': Answer<{ file: SpaceFile }>;
  'spaces/import': Answer<{ repos: Repo[]; failed: Array<{ id: string; error: ErrorInfo }> }>;
  'conversations/create': Answer<{ id: string }>;
  'conversations/append': Answer;
  'conversations/get': Answer<{ conversation: { id: string; space: string; repoId: string; createdAt: string; messages: ChatMessage[] } }>;
  'conversations/list': Answer<{ conversations: Array<{ id: string; repoId: string; title: string; createdAt: string }> }>;
  'conversations/delete': Answer;
  'conversations/rename': Answer;
  'conversations/move': Answer;
  'conversations/truncate': Answer;
  'conversations/engrave': Answer<{ display: Record<string, unknown> }> | (Fail & { display?: Record<string, unknown> });
  'settings/get': Answer<{ settings: Record<string, unknown> }>;
  'settings/set': Answer<{ settings: Record<string, unknown> }>;
}
