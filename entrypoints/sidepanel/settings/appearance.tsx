import { useState } from 'preact/hooks';
import { loadTheme, saveTheme, type Theme } from '../ui/theme';

const CHOICES: ReadonlyArray<{ value: Theme; label: string }> = [
  { value: 'system', label: 'Follow the system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** The colour theme, applied at once and kept in the panel's storage (no Save needed). */
export function Appearance() {
  const [theme, setTheme] = useState<Theme>(loadTheme);
  const choose = (value: Theme) => { setTheme(value); saveTheme(value); };
  return (
    <section aria-labelledby="appearance-title">
      <h2 id="appearance-title">Appearance</h2>
      <fieldset>
        <legend>Theme</legend>
        {CHOICES.map((c) => (
          <label key={c.value} class="choice">
            <input type="radio" name="theme" value={c.value} checked={theme === c.value} onChange={() => choose(c.value)} />
            {c.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
