export const TABS = [
  { id: 'chat', label: 'Chat' },
  { id: 'repos', label: 'Repositories' },
  { id: 'reader', label: 'Reader' },
  { id: 'settings', label: 'Settings' },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/**
 * The area switcher, as an ARIA tablist: Left/Right arrows move between tabs (the usual
 * keyboard pattern), and each tab controls its `panel-<id>` section.
 */
export function Tabs({ current, onChange }: { current: TabId; onChange: (id: TabId) => void }) {
  const move = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!;
    onChange(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <nav role="tablist" aria-label="Areas" class="tabs">
      {TABS.map((t, i) => (
        <button key={t.id} id={`tab-${t.id}`} type="button" role="tab" aria-selected={current === t.id} aria-controls={`panel-${t.id}`}
          tabIndex={current === t.id ? 0 : -1} onClick={() => onChange(t.id)} onKeyDown={(e) => move(e, i)}>
          {t.label}
        </button>
      ))}
    </nav>
  );
}
