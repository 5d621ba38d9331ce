/**
 * What both sides of the background API share — the id pattern and schemas of ids, branches and
 * schedules, and progress phases the panel shows: the side panel may import these (and nothing
 * from the background's units), the background builds on them.
 */
import { z } from 'zod';

/**
 * Ids of spaces and repositories. The first character cannot be `.`, so `.` and `..` are never
 * ids, and `/` and `\` are not allowed at all: an id is always exactly one harmless path segment.
 */
export const ID_PATTERN = /^[a-z0-9][a-z0-9._-]{0,63}$/;
export const IdSchema = z
  .string()
  .regex(ID_PATTERN, 'ids are 1-64 characters: a-z, 0-9, ".", "_", "-", starting with a letter or digit');
export type Id = z.infer<typeof IdSchema>;

/**
 * A branch name as a person may give it (`main`, `release/2025`): git's ref-name rules, narrowed
 * to plain characters. No `..`, no leading `-`, `.` or `/`, no `//`, no `.lock` ending, no `@{`.
 * isomorphic-git also refuses bad ref names on write; this gives a clear answer up front.
 */
export const RefSchema = z
  .string()
  .max(200)
  .regex(/^(?![-./])(?!.*\.\.)(?!.*\/\/)(?!.*@\{)(?!.*\/\.)[A-Za-z0-9._/@+-]+$/)
  .refine((r) => !r.endsWith('/') && !r.endsWith('.') && !r.endsWith('.lock'));

/** How often the background syncs a repository (`repos/schedule`). */
export const SyncScheduleSchema = z.enum(['off', 'hourly', 'daily']);
export type SyncSchedule = z.infer<typeof SyncScheduleSchema>;

/** The progress phase that warns of a large download before it starts; its `total` is the announced size in bytes. */
export const LARGE_REPOSITORY_PHASE = 'Large repository';
