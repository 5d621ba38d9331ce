/**
 * The panel beside the page: Chrome's `sidePanel`, Firefox's `sidebar_action`. Both open the same
 * page (sidepanel.html). Chrome opens it on the toolbar button by itself once told to; Firefox
 * opens a sidebar only from a user action's handler, so the button's click and the keyboard
 * command call `sidebarAction.open()` there.
 */
export interface SidePanelBrowser {
  sidePanel?: {
    setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
    open(options: { windowId: number }): Promise<void>;
  };
  sidebarAction?: { open(): Promise<void> };
  action: { onClicked: { addListener(cb: () => void): void } };
  commands: { onCommand: { addListener(cb: (command: string, tab?: { windowId?: number }) => void): void } };
}

/** The command (manifest `commands`) that opens the panel. */
export const OPEN_PANEL_COMMAND = 'open-side-panel';

/** Make the toolbar button and the keyboard command open the panel, in whichever browser this is. */
export function wireSidePanel(b: SidePanelBrowser): 'side-panel' | 'sidebar' | 'none' {
  const open = (tab?: { windowId?: number }) => {
    if (b.sidePanel && tab?.windowId !== undefined) return b.sidePanel.open({ windowId: tab.windowId });
    return b.sidebarAction?.open();
  };
  b.commands.onCommand.addListener((command, tab) => {
    if (command === OPEN_PANEL_COMMAND) void Promise.resolve(open(tab)).catch(() => {});
  });
  if (b.sidePanel) {
    b.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
    return 'side-panel';
  }
  if (b.sidebarAction) {
    b.action.onClicked.addListener(() => void b.sidebarAction?.open().catch(() => {}));
    return 'sidebar';
  }
  return 'none';
}
