import { useEffect, useState } from 'preact/hooks';
import type { ProgressEvent } from '../../../lib/messages/protocol';
import { LARGE_REPOSITORY_PHASE } from '../../../lib/messages/shared';
import { useDeps } from '../deps';

/** A repository's latest progress event, and the large-repository warning of the work in progress. */
export type RepoProgress = { event: ProgressEvent; warning?: ProgressEvent };

/**
 * The latest progress event per repository of `space`, from the background's `progress` port.
 * The large-repository warning is kept while the download it announced goes on (the events
 * that follow would replace it at once); a new add or sync ("Connecting") drops it. The port is
 * connected while the Repositories screen is mounted.
 */
export function useProgress(space: string): Record<string, RepoProgress> {
  const { connectProgress } = useDeps();
  const [latest, setLatest] = useState<Record<string, RepoProgress>>({});
  useEffect(() => {
    setLatest({});
    return connectProgress((event) => {
      if (event.space !== space) return;
      setLatest((prev) => {
        const kept = event.phase === 'Connecting' ? undefined : prev[event.repoId]?.warning;
        const warning = event.phase === LARGE_REPOSITORY_PHASE ? event : kept;
        return { ...prev, [event.repoId]: { event, ...(warning ? { warning } : {}) } };
      });
    });
  }, [connectProgress, space]);
  return latest;
}
