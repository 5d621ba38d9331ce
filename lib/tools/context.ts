import type { Repo, ToolResult } from '../messages/protocol';
import type { Section } from '../search/sections';
import type { SearchHit } from '../search/index';

/** A section found by a whole-space search, and the repository it is in. */
export type SpaceHit = SearchHit & { repoId: string };
import type { ConversationStore } from '../conversations/store';

/**
 * What the tools may do with repositories, always scoped to one space. The executor gets only
 * this, so a tool cannot reach another space's registry or anything beyond reading, searching
 * and one kind of commit.
 */
export interface ToolRepos {
  get(space: string, id: string): Promise<Repo | null>;
  search(space: string, id: string, query: string, limit: number): Promise<SearchHit[]>;
  /** The ready repositories of one space, by id. */
  readyRepos(space: string): Promise<Repo[]>;
  /** One ranking over every ready repository of `space` (scores comparable across them), each hit naming its repository. */
  searchSpace(space: string, query: string, limit: number): Promise<SpaceHit[]>;
  /** Text of one file at head; throws `path_escape` or `not_found`. `path` is already resolved. */
  readFile(space: string, id: string, path: string): Promise<string>;
  sectionsOf(file: string, text: string): Section[];
  hasFile(space: string, id: string, path: string): Promise<boolean>;
  /** Commit one new file under engraved/ and index it; answers the commit id and the path used. */
  engrave(space: string, id: string, note: { path: string; title: string; markdown: string }): Promise<{ commit: string; path: string }>;
}

export interface ToolDeps {
  repos: ToolRepos;
  conversations: Pick<ConversationStore, 'load'>;
  canaries(): Promise<string[]>;
  now(): Date;
}

export interface ToolCall<A> {
  space: string;
  repo: Repo;
  /** `space`: search and read every ready repository of the space (`repo` stays the conversation's). */
  scope?: 'repo' | 'space';
  args: A;
  conversationId?: string;
  confirm: boolean;
  /** The preview's digest the person approved (top-level `approval` of the envelope). */
  approval?: string;
}

export type Tool<A> = (call: ToolCall<A>, deps: ToolDeps) => Promise<ToolResult>;

/** The citation instruction that closes every result: always outside the fence. */
export const CITATION_INSTRUCTION =
  'Cite the sections you used at the end of your answer in the format\n`file § heading`. What is not in here, you do not know.';
