import { useCallback, useEffect, useState } from 'preact/hooks';
import type { Repo } from '../../../lib/messages/protocol';
import { errorText } from '../ui/error-text';
import { useDeps } from '../deps';

/**
 * The repositories of `space` (`repos/list`), with a `refresh` to call after add, sync or
 * remove. An error answer keeps the last list and reports the message. Opening a space asks the
 * background to sync what is due (`repos/sync-due`).
 */
export function useRepos(space: string) {
  const { client } = useDeps();
  const [repos, setRepos] = useState<Repo[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    const answer = await client.send({ type: 'repos/list', space });
    if (answer.ok) {
      setRepos(answer.repos);
      setError(null);
    } else setError(errorText(answer));
  }, [client, space]);
  useEffect(() => {
    setRepos([]);
    void refresh();
    // Opening the panel syncs what its schedule says is due (the alarm may not have come yet);
    // the list is read again when that changed anything.
    void client.send({ type: 'repos/sync-due', space }).then((a) => {
      if (a.ok && (a.synced.length > 0 || a.failed.length > 0)) void refresh();
    });
  }, [refresh]);
  return { repos, error, refresh };
}

export type ReposState = ReturnType<typeof useRepos>;
