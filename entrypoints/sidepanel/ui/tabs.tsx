import { t, type MessageKey } from './i18n';
import { Icon, type IconName } from './icons';

export const TABS = [
  { id: 'chat', label: 'tabChat', icon: 'chat' },
  { id: 'search', label: 'tabSearch', icon: 'search' },
  { id: 'reader', label: 'tabReader', icon: 'book' },
  { id: 'repos', label: 'tabRepos', icon: 'repo' },
  { id: 'settings', label: 'tabSettings', icon: 'settings' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageKey; icon: IconName }>;
export type TabId = (typeof TABS)[number]['id'];

/**
 * The area switcher, as an ARIA tablist: Left/Right arrows (and Home/End) move between tabs,
 * and each tab controls its `panel-<id>` section. Below 360 px the labels are visually hidden
 * (still the tabs' accessible names) and the icons carry the look.
 */
export function Tabs({ current, onChange }: { current: TabId; onChange: (id: TabId) => void }) {
  const move = (e: KeyboardEvent, index: number) => {
    const to = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : null;
    if (to === null) return;
    e.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length]!;
    onChange(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={t('areas')} class="tabs">
      {TABS.map((tab, i) => (
        <button key={tab.id} id={`tab-${tab.id}`} type="button" role="tab" aria-selected={current === tab.id} aria-controls={`panel-${tab.id}`}
          tabIndex={current === tab.id ? 0 : -1} onClick={() => onChange(tab.id)} onKeyDown={(e) => move(e, i)}>
          <Icon name={tab.icon} />
          <span class="tab-label">{t(tab.label)}</span>
        </button>
      ))}
    </div>
  );
}
