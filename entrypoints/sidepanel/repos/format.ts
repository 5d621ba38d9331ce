import { t, uiLang } from '../ui/i18n';

/** Bytes in the units people read (KB, MB, GB; 1 KB = 1024 bytes), the number in the panel's locale. */
export function formatBytes(bytes: number, locale: string = uiLang()): string {
  const units = ['', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return t('bytes', new Intl.NumberFormat(locale).format(value));
  return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** An ISO time as the person's locale shows it; the raw text when it does not parse. */
export function formatTime(iso: string, locale?: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Date(at).toLocaleString(locale);
}

const STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [['second', 60], ['minute', 60], ['hour', 24], ['day', 30], ['month', 12], ['year', Infinity]];

/**
 * How long ago `iso` was, in words of the person's locale ("3 minutes ago", "yesterday"), by
 * `Intl.RelativeTimeFormat`; the raw text when it does not parse.
 */
export function formatAgo(iso: string, now: number = Date.now(), locale?: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  let value = Math.round((t - now) / 1000);
  if (Math.abs(value) < 45) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(value, unit);
    value = Math.round(value / size);
  }
  return new Date(t).toLocaleString(locale);
}
