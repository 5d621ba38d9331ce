/**
 * Every string of the panel goes through `t(key, ...substitutions)`: in the extension that is
 * `browser.i18n.getMessage`, which picks `_locales/<browser language>/messages.json` (falling
 * back to `en`, the default locale). Messages use `$1`…`$9` for substitutions. Tests install a
 * lookup built from the same files (`installMessages`). Keys are typed from the English file,
 * so a missing key is a compile error; a test checks ja has every en key.
 */
export type MessageKey = Extract<keyof typeof import('../../../public/_locales/en/messages.json'), string>;
type MessagesFile = Record<string, { message: string }>;
type Lookup = (key: string, substitutions: string[]) => string;

const fromExtension: Lookup | null = (() => {
  const api = (globalThis as { chrome?: { i18n?: { getMessage?: (k: string, s?: string[]) => string } } }).chrome?.i18n;
  return api?.getMessage ? (key, subs) => api.getMessage!(key, subs) : null;
})();
let lookup: Lookup = fromExtension ?? ((key) => key);

/** Use the messages of one locale (a parsed messages.json): for tests and tools outside the extension. */
export function installMessages(file: MessagesFile): void {
  lookup = (key, subs) => (file[key]?.message ?? key).replace(/\$(\d)/g, (_, n: string) => subs[Number(n) - 1] ?? '').replace(/\$\$/g, '$');
}

/** The message `key` of the panel's language, with `$1`… replaced by `substitutions`. */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  return lookup(key, substitutions.map(String)) || key;
}

/** The panel's language (its messages file's `lang`, e.g. "en" or "ja"): for `Intl` and `<html lang>`. */
export function uiLang(): string {
  const lang = t('lang');
  return lang === 'lang' ? 'en' : lang;
}

/** A count in words, choosing the plural form by `Intl.PluralRules` (`key_one` / `key_other`). */
export function tCount(key: 'sectionsFound' | 'sections' | 'conversations', n: number): string {
  const form = new Intl.PluralRules(uiLang()).select(n) === 'one' ? 'one' : 'other';
  return t(`${key}_${form}` as MessageKey, new Intl.NumberFormat(uiLang()).format(n));
}
