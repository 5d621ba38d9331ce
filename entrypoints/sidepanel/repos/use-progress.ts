import { useEffect, useState } from 'preact/hooks';
import type { ProgressEvent } from '../../../lib/messages/protocol';
import { useDeps } from '../deps';

/**
 * The latest progress event per repository of `space`, from the background's `progress` port.
 * The port is connected while the Repositories screen is mounted.
 */
export function useProgress(space: string): Record<string, ProgressEvent> {
  const { connectProgress } = useDeps();
  const [latest, setLatest] = useState<Record<string, ProgressEvent>>({});
  useEffect(() => {
    setLatest({});
    return connectProgress((event) => {
      if (event.space !== space) return;
      setLatest((prev) => ({ ...prev, [event.repoId]: event }));
    });
  }, [connectProgress, space]);
  return latest;
}
