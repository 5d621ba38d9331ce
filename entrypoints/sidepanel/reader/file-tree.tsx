import { useMemo, useState } from 'preact/hooks';
import { t } from '../ui/i18n';

interface TreeNode {
  name: string;
  path: string;
  children: Map<string, TreeNode>;
  isFile: boolean;
}

function buildTree(paths: readonly string[]): TreeNode {
  const root: TreeNode = { name: '', path: '', children: new Map(), isFile: false };
  for (const path of paths) {
    let node = root;
    const parts = path.split('/');
    parts.forEach((part, i) => {
      let next = node.children.get(part);
      if (!next) {
        next = { name: part, path: parts.slice(0, i + 1).join('/'), children: new Map(), isFile: i === parts.length - 1 };
        node.children.set(part, next);
      }
      node = next;
    });
  }
  return root;
}

function Branch({ node, current, onOpen }: { node: TreeNode; current: string | undefined; onOpen: (path: string) => void }) {
  const sorted = [...node.children.values()].sort((a, b) => Number(a.isFile) - Number(b.isFile) || a.name.localeCompare(b.name));
  return (
    <ul>
      {sorted.map((child) => (
        <li key={child.path}>
          {child.isFile ? (
            <button type="button" class="linkish" aria-current={child.path === current ? 'page' : undefined} onClick={() => onOpen(child.path)}>{child.name}</button>
          ) : (
            <Folder node={child} current={current} onOpen={onOpen} />
          )}
        </li>
      ))}
    </ul>
  );
}

// A folder renders its children only once opened: a 5,000-file handbook stays cheap to show.
function Folder({ node, current, onOpen }: { node: TreeNode; current: string | undefined; onOpen: (path: string) => void }) {
  const [open, setOpen] = useState(Boolean(current?.startsWith(`${node.path}/`)));
  return (
    <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{node.name}/</summary>
      {open && <Branch node={node} current={current} onOpen={onOpen} />}
    </details>
  );
}

/**
 * The repository's files as a folder tree (folders collapsed, the open file's folders open),
 * with a filter box that switches to a flat list of matching paths.
 */
export function FileTree({ paths, current, onOpen }: { paths: readonly string[]; current: string | undefined; onOpen: (path: string) => void }) {
  const [filter, setFilter] = useState('');
  const tree = useMemo(() => buildTree(paths), [paths]);
  const needle = filter.trim().toLowerCase();
  const matches = needle ? paths.filter((p) => p.toLowerCase().includes(needle)).slice(0, 200) : [];
  return (
    <nav class="file-tree" aria-label={t('filesNav')}>
      <input type="search" aria-label={t('filterFiles')} placeholder={t('filterFiles')} value={filter} onInput={(e) => setFilter(e.currentTarget.value)} />
      {needle ? (
        <ul>{matches.map((p) => <li key={p}><button type="button" class="linkish" onClick={() => onOpen(p)}>{p}</button></li>)}</ul>
      ) : (
        <Branch node={tree} current={current} onOpen={onOpen} />
      )}
    </nav>
  );
}
