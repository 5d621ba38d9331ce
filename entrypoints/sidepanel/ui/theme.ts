import { z } from 'zod';

/** The person's colour choice: follow the system (`prefers-color-scheme`), or always light or dark. */
export const ThemeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof ThemeSchema>;

// Kept in the panel's own localStorage: a look, not data the background owns. Versioned so a
// later format can tell an old entry from a new one.
const KEY = 'primachat.theme';
const StoredSchema = z.object({ version: z.literal(1), theme: ThemeSchema });

/** The stored theme, or "system" when none is stored (or the entry is not one we wrote). */
export function loadTheme(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Theme {
  try {
    const parsed = StoredSchema.safeParse(JSON.parse(storage?.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data.theme : 'system';
  } catch {
    return 'system';
  }
}

/** Store the choice and apply it to the document. */
export function saveTheme(theme: Theme, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(KEY, JSON.stringify({ version: 1, theme }));
  } catch {
    // Storage refused (quota, privacy mode): the choice still applies to this page.
  }
  applyTheme(theme);
}

/** `data-theme` on <html>: the stylesheet maps it to the light or dark palette; absent means "system". */
export function applyTheme(theme: Theme, root: HTMLElement | undefined = globalThis.document?.documentElement): void {
  if (!root) return;
  if (theme === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme);
}
