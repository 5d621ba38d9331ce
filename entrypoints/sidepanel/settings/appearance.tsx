import { useState } from 'preact/hooks';
import { t, type MessageKey } from '../ui/i18n';
import { loadTheme, saveTheme, type Theme } from '../ui/theme';

const CHOICES: ReadonlyArray<{ value: Theme; label: MessageKey }> = [
  { value: 'system', label: 'themeSystem' },
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
];

/** The colour theme, applied at once and kept in the panel's storage (no Save needed). */
export function Appearance() {
  const [theme, setTheme] = useState<Theme>(loadTheme);
  const choose = (value: Theme) => { setTheme(value); saveTheme(value); };
  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">{t('appearance')}</h2>
      <fieldset>
        <legend>{t('theme')}</legend>
        {CHOICES.map((c) => (
          <label key={c.value} class="choice">
            <input type="radio" name="theme" value={c.value} checked={theme === c.value} onChange={() => choose(c.value)} />
            {t(c.label)}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
