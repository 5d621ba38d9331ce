// What a file's front matter says about the page: its title, and the words that describe it
// (`description`, `summary`, `subtitle`, `keywords`, `tags`), which GitBook, Docusaurus, Jekyll
// and Hugo pages carry and readers see, but which no section body holds. A small reader of
// top-level YAML (or TOML `key = "value"`) scalars and lists: enough for these keys, no parser.

// Keys whose values describe the page in words. Not `questions`, `redirect_from` or `sidebar`:
// those hold channels, old URLs and navigation.
const ABOUT_KEYS = ['description', 'summary', 'subtitle', 'keywords', 'tags'] as const;

const unquote = (v: string): string => v.replace(/^(["'])(.*)\1$/, '$2').trim();

/**
 * The value of a top-level key of YAML (`key: value`, a quoted value, a `>`/`|` block, a plain
 * value continued on indented lines, a `- item` list or `[a, b]`) or TOML (`key = "value"`),
 * as one line of text; undefined when absent or empty.
 */
export function frontMatterValue(frontMatter: string, key: string): string | undefined {
  const lines = frontMatter.split(/\r?\n/);
  const head = new RegExp(`^${key}\\s*[:=]\\s*(.*?)\\s*$`);
  const at = lines.findIndex((l) => head.test(l));
  if (at < 0) return undefined;
  const first = head.exec(lines[at]!)![1]!;
  const more: string[] = [];
  for (let i = at + 1; i < lines.length && (/^\s+\S/.test(lines[i]!) || lines[i]!.trim() === ''); i++) more.push(lines[i]!.trim());
  while (more.length && more[more.length - 1] === '') more.pop();
  let parts: string[];
  if (/^[>|][+-]?$/.test(first)) parts = more;
  else if (first === '') parts = more.map((l) => unquote(l.replace(/^-\s*/, '')));
  else if (/^\[.*\]$/.test(first)) parts = first.slice(1, -1).split(',').map(unquote);
  else parts = [unquote(first), ...more];
  const text = parts.filter((p) => p && !/^[\w-]+:\s/.test(p)).join(' ').replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** The `title` of YAML (`title: x`) or TOML (`title = "x"`) front matter, if any. */
export function frontMatterTitle(frontMatter: string): string | undefined {
  return frontMatterValue(frontMatter, 'title');
}

/** The describing words of a page's front matter (see `ABOUT_KEYS`), joined; undefined when none. */
export function frontMatterAbout(frontMatter: string): string | undefined {
  const values = ABOUT_KEYS.map((k) => frontMatterValue(frontMatter, k)).filter((v): v is string => v !== undefined);
  return values.length ? values.join(' ') : undefined;
}
