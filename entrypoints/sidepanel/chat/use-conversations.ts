import { useCallback, useEffect, useState } from 'preact/hooks';
import { useDeps } from '../deps';

export interface ConversationSummary {
  id: string;
  repoId: string;
  title: string;
  createdAt: string;
}

/**
 * The conversations of `space` (`conversations/list`), newest first, with refresh, rename and delete.
 * A failed list keeps the last one: the list is a convenience, the chat works without it.
 */
export function useConversations(space: string) {
  const { client } = useDeps();
  const [list, setList] = useState<ConversationSummary[]>([]);
  const refresh = useCallback(async () => {
    const a = await client.send({ type: 'conversations/list', space });
    if (a.ok) setList([...a.conversations].sort((x, y) => y.createdAt.localeCompare(x.createdAt)));
  }, [client, space]);
  const remove = useCallback(async (id: string) => {
    const a = await client.send({ type: 'conversations/delete', id });
    await refresh();
    return a;
  }, [client, refresh]);
  const rename = useCallback(async (id: string, title: string) => {
    const a = await client.send({ type: 'conversations/rename', id, title });
    await refresh();
    return a;
  }, [client, refresh]);
  useEffect(() => void refresh(), [refresh]);
  return { list, refresh, remove, rename };
}
