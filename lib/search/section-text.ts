// Cleaning of section and heading text: template tags and markup that mean nothing to a
// reader (or to the index) go; the markdown itself stays readable for snippets and the model.

// Liquid tags whose arguments are paths or internals; other tags keep their quoted arguments
// (`{% slack_channel "people-ops" %}` → `#people-ops` matters to a reader).
const PATH_TAGS = new Set(['page', 'include', 'link', 'image', 'image_with_class', 'download', 'asset', 'uswds_icon']);
const LIQUID_TAG = /\{%-?\s*([A-Za-z_]+)([^%]*?)-?%\}/g;
const LIQUID_OUTPUT = /\{\{-?[^{}]*?-?\}\}/g;
const HUGO_SHORTCODE = /\{\{[<%][\s\S]*?[>%]\}\}/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const QUOTED = /"([^"]*)"|'([^']*)'/;

function liquidTag(_m: string, name: string, args: string): string {
  if (PATH_TAGS.has(name)) return '';
  const q = QUOTED.exec(args);
  const arg = q ? (q[1] ?? q[2] ?? '') : '';
  return name === 'slack_channel' && arg ? `#${arg}` : arg;
}

/** Remove Liquid and Hugo template tags and HTML comments from a piece of markdown. */
export function stripTemplates(text: string): string {
  return text
    .replace(HTML_COMMENT, '')
    .replace(HUGO_SHORTCODE, '')
    .replace(LIQUID_TAG, liquidTag)
    .replace(LIQUID_OUTPUT, '');
}

// JSX/HTML tags: `<Tabs>`, `</Tab>`, `<Note type="x" />`, `<br>`. Their text children stay.
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s+[^<>]*?)?\/?>/g;

/** Drop HTML or JSX tags, keeping the text between them. */
export function stripTags(text: string): string {
  return text.replace(TAG, '');
}

// `{#custom-id}` (Pandoc, Hugo, MkDocs) and kramdown's `{: .class #id}` attribute lists.
const ATTRIBUTES = /\s*\{[:#][^{}]*\}\s*$/;

/** Plain heading text: templates and attribute lists removed, whitespace collapsed. */
export function cleanHeading(text: string): string {
  return stripTags(stripTemplates(text)).replace(ATTRIBUTES, '').replace(/\s+/g, ' ').trim();
}

// `[the page]({% page "/leave" %})` loses its target with the tag: keep just the link text.
const EMPTY_LINK = /\[([^\]]*)\]\(\s*\)/g;

/** Tidy a section body: templates gone, no runs of blank lines, no trailing spaces. */
export function cleanBody(text: string, mdx: boolean): string {
  const out = stripTemplates(text);
  const linked = (mdx ? stripTags(out) : out).replace(EMPTY_LINK, '$1');
  // The check first: `[ \t]+$` tries every space of the text, and few lines end in one.
  const trimmed = /[ \t](?:\n|$)/.test(linked) ? linked.replace(/[ \t]+$/gm, '') : linked;
  return trimmed.replace(/\n{3,}/g, '\n\n').trim();
}

/** File name without folders and extension: the name of a file's pre-heading section. */
export function baseName(file: string): string {
  const name = file.split('/').pop() ?? file;
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
