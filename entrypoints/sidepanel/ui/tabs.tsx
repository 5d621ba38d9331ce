import { Icon, type IconName } from './icons';

export const TABS = [
  { id: 'chat', label: 'Chat', icon: 'chat' },
  { id: 'search', label: 'Search', icon: 'search' },
  { id: 'reader', label: 'Reader', icon: 'book' },
  { id: 'repos', label: 'Repositories', icon: 'repo' },
  { id: 'settings', label: 'Settings', icon: 'settings' },
] as const satisfies ReadonlyArray<{ id: string; label: string; icon: IconName }>;
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
    <div role="tablist" aria-label="Areas" class="tabs">
      {TABS.map((t, i) => (
        <button key={t.id} id={`tab-${t.id}`} type="button" role="tab" aria-selected={current === t.id} aria-controls={`panel-${t.id}`}
          tabIndex={current === t.id ? 0 : -1} onClick={() => onChange(t.id)} onKeyDown={(e) => move(e, i)}>
          <Icon name={t.icon} />
          <span class="tab-label">{t.label}</span>
        </button>
      ))}
    </div>
  );
}
