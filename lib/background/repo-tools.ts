import { repoDir } from '../repos/paths';
import { ensureAnalyserFor } from '../search/cjk/analyser';
import { searchIndex, updateIndex } from '../search/index';
import { searchIndexes } from '../search/space-search';
import { splitSections } from '../search/sections';
import type { ToolRepos } from '../tools/context';
import { indexKey, type RepoContext } from './repo-context';
import { toPublic } from './public-repo';

/** What the tools may use: one space's repositories, read, search and engrave. */
export function repoTools(ctx: RepoContext): ToolRepos {
  const { deps, serial, mustGet, indexOf, agreeing, fileExists, loaded, spaceTermsOf } = ctx;
  return {
    get: async (space, id) => {
      const r = await deps.registry.getRepo(space, id).catch(() => undefined);
      return r && r.status === 'ready' ? toPublic(r) : null;
    },
    search: async (space, id, query, limit) => {
      // A CJK query needs the dictionary: after a worker stop it loads while the index does.
      const [index] = await Promise.all([mustGet(space, id).then((repo) => indexOf(space, id, repo.head)), ensureAnalyserFor([query])]);
      return searchIndex(await agreeing(space, id, index, query), query, limit);
    },
    readyRepos: async (space) => (await deps.registry.listRepos(space)).filter((r) => r.status === 'ready').map((r) => toPublic(r)),
    searchSpace: async (space, query, limit) => {
      const ready = (await deps.registry.listRepos(space)).filter((r) => r.status === 'ready');
      const [indexes] = await Promise.all([Promise.all(ready.map(async (r) => ({ key: r.id, index: await indexOf(space, r.id, r.head) }))), ensureAnalyserFor([query])]);
      for (const entry of indexes) entry.index = await agreeing(space, entry.key, entry.index, query);
      return (await searchIndexes(indexes, query, limit, spaceTermsOf(space))).map(({ key, ...hit }) => ({ ...hit, repoId: key }));
    },
    readFile: async (space, id, path) => (await deps.git.readFile(repoDir(space, id), path)).text,
    sectionsOf: splitSections,
    hasFile: (space, id, path) => fileExists(space, id, path),
    engrave: (space, id, note) =>
      serial(indexKey(space, id), async () => {
        const repo = await mustGet(space, id);
        const index = await indexOf(space, id, repo.head);
        // Two engraves may have been previewed under one name: the second takes the next free one.
        let path = note.path;
        for (let n = 2; index.byFile.has(path) || (await fileExists(space, id, path)); n++) path = `${note.path.replace(/\.md$/, '')}-${n}.md`;
        const { commit } = await deps.git.commitFile({ dir: repoDir(space, id), path, content: note.markdown, message: `Engrave: ${note.title}`, author: await deps.author() });
        await ensureAnalyserFor([note.markdown]);
        updateIndex(index, { removedFiles: [], changed: [{ file: path, text: note.markdown }] });
        await deps.indexes.save(indexKey(space, id), index, commit);
        loaded.set(indexKey(space, id), { commit, index });
        await deps.registry.putRepo(space, { ...repo, head: commit, files: repo.files + 1, sections: index.sections.size });
        return { commit, path };
      }),
  };
}
