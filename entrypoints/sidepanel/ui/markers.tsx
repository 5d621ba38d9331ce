import { t } from './i18n';
import { Icon } from './icons';

/** Injection markers the background flagged in some text, shown as a warning; nothing when none fired. */
export function Markers({ markers }: { markers: readonly string[] | undefined }) {
  if (!markers || markers.length === 0) return null;
  return (
    <p class="markers" role="note">
      <Icon name="alert" /> {t('flagged', markers.join(', '))}
    </p>
  );
}
