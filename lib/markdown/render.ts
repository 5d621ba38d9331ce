import type { Definition, Nodes, Parents, Root, Table } from 'mdast';
import { Fragment, h, type ComponentChildren, type JSX } from 'preact';
import { splitCitations } from './citations';
import { parseMarkdown } from './parse';
import { isLiveUrl } from './safe-url';

export interface RenderOptions {
  /** Called when a citation `file § heading` is clicked; without it citations stay text. */
  onCitation?: (file: string, heading: string) => void;
  /** Give headings `id="L<line>"` (the Reader); off for chat answers, where ids would repeat. */
  lineIds?: boolean;
}

interface Ctx extends RenderOptions {
  defs: Map<string, Definition>;
}

/**
 * Render markdown from an untrusted source (model answers, repository files) to Preact
 * VNodes, never through innerHTML. Raw HTML is shown as text; images are never loaded but
 * shown as `[image: alt — URL]`; only http, https and mailto links are live, they open in a
 * new tab with `rel="noopener noreferrer"` and show their full URL; other links stay text.
 * Block elements carry `data-line` (their first line) and, with `lineIds`, headings carry
 * `id="L<line>"`, so the Reader can jump to a heading or a line.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): JSX.Element {
  const root = parseMarkdown(markdown);
  const ctx: Ctx = { ...options, defs: collectDefinitions(root) };
  return h('div', { class: 'md' }, kids(root, ctx));
}

function collectDefinitions(root: Root): Map<string, Definition> {
  const defs = new Map<string, Definition>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition' && !defs.has(node.identifier)) defs.set(node.identifier, node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(root);
  return defs;
}

function kids(node: Parents, ctx: Ctx): ComponentChildren[] {
  return node.children.map((child, i) => h(Fragment, { key: i }, one(child as Nodes, ctx)));
}

function line(node: Nodes): number | undefined {
  return node.position?.start.line;
}

function link(url: string, children: ComponentChildren, title: string | null | undefined, shown: string): JSX.Element {
  if (!isLiveUrl(url)) {
    return h('span', { class: 'dead-link', title: 'Not opened: only http, https and mailto links are live' }, children, ' ', h('small', { class: 'url' }, `(${url})`));
  }
  const sameAsText = shown === url || `mailto:${shown}` === url;
  return h(Fragment, null,
    h('a', { href: url, target: '_blank', rel: 'noopener noreferrer', title: title ? `${title} — ${url}` : url }, children),
    sameAsText ? null : h(Fragment, null, ' ', h('small', { class: 'url' }, `(${url})`)),
  );
}

function image(alt: string | null | undefined, url: string): JSX.Element {
  // Never an <img>: a remote image is a request that can carry data out (EchoLeak, CamoLeak).
  return h('span', { class: 'image-ref' }, `[image: ${alt || 'no description'} — ${url}]`);
}

function text(value: string, ctx: Ctx): ComponentChildren {
  const { onCitation } = ctx;
  if (!onCitation || !value.includes('§')) return value;
  return splitCitations(value).map((part, i) =>
    'file' in part
      ? h('button', { key: i, type: 'button', class: 'citation', title: `Open ${part.file} at “${part.heading}” in the Reader`, onClick: () => onCitation(part.file, part.heading) }, part.text)
      : part.text,
  );
}

function plain(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map((c) => plain(c as Nodes)).join('');
  return '';
}

function table(node: Table, ctx: Ctx): JSX.Element {
  const [head, ...body] = node.children;
  const cells = (row: Table['children'][number], tag: 'th' | 'td') =>
    row.children.map((cell, i) => h(tag, { key: i, style: node.align?.[i] ? { textAlign: node.align[i] } : undefined }, kids(cell, ctx)));
  return h('div', { class: 'table-wrap', 'data-line': line(node) },
    h('table', null,
      head ? h('thead', null, h('tr', null, cells(head, 'th'))) : null,
      h('tbody', null, body.map((row, i) => h('tr', { key: i }, cells(row, 'td')))),
    ),
  );
}

function one(node: Nodes, ctx: Ctx): ComponentChildren {
  const at = { 'data-line': line(node) };
  switch (node.type) {
    case 'root': return kids(node, ctx);
    case 'paragraph': return h('p', at, kids(node, ctx));
    case 'heading': {
      const id = ctx.lineIds && line(node) !== undefined ? `L${line(node)}` : undefined;
      return h(`h${node.depth}`, { ...at, id }, kids(node, ctx));
    }
    case 'text': return text(node.value, ctx);
    case 'emphasis': return h('em', null, kids(node, ctx));
    case 'strong': return h('strong', null, kids(node, ctx));
    case 'delete': return h('del', null, kids(node, ctx));
    case 'inlineCode': return ctx.onCitation && node.value.includes('§') ? text(node.value, ctx) : h('code', null, node.value);
    case 'break': return h('br', null);
    case 'thematicBreak': return h('hr', at);
    case 'blockquote': return h('blockquote', at, kids(node, ctx));
    case 'list': return h(node.ordered ? 'ol' : 'ul', { ...at, start: node.ordered && node.start !== 1 ? node.start : undefined }, kids(node, ctx));
    case 'listItem': {
      const box = typeof node.checked === 'boolean' ? h('input', { type: 'checkbox', checked: node.checked, disabled: true, 'aria-label': node.checked ? 'done' : 'not done' }) : null;
      return h('li', at, box, kids(node, ctx));
    }
    case 'code': return h('pre', at, h('code', { class: node.lang ? `language-${node.lang}` : undefined }, node.value));
    case 'yaml': return h('pre', { ...at, class: 'front-matter' }, h('code', null, node.value));
    // Raw HTML is shown as the text it is, never interpreted.
    case 'html': return at['data-line'] !== undefined && node.position?.start.column === 1 ? h('pre', { ...at, class: 'raw-html' }, node.value) : h('code', { class: 'raw-html' }, node.value);
    case 'link': return link(node.url, kids(node, ctx), node.title, plain(node));
    case 'image': return image(node.alt, node.url);
    case 'linkReference': {
      const def = ctx.defs.get(node.identifier);
      return def ? link(def.url, kids(node, ctx), def.title, plain(node)) : h(Fragment, null, '[', kids(node, ctx), ']');
    }
    case 'imageReference': {
      const def = ctx.defs.get(node.identifier);
      return def ? image(node.alt, def.url) : `![${node.alt ?? ''}]`;
    }
    case 'definition': return null;
    case 'footnoteReference': return h('sup', null, `[${node.label ?? node.identifier}]`);
    case 'footnoteDefinition': return h('div', { ...at, class: 'footnote' }, h('sup', null, `[${node.label ?? node.identifier}]`), kids(node, ctx));
    case 'table': return table(node, ctx);
    default: return 'children' in node ? kids(node as Parents, ctx) : 'value' in node ? String(node.value) : null;
  }
}
