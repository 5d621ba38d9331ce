import { createHandlers } from '../../lib/background/handlers';
import { createRouter } from '../../lib/messages/router';

export default defineBackground(() => {
  const extensionId = browser.runtime.id;
  const route = createRouter({ extensionId, handlers: createHandlers({ extensionId }) });

  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    route(message, sender).then(sendResponse);
    return true; // answer asynchronously
  });

  browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => {});
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-side-panel' && tab?.windowId !== undefined) {
      browser.sidePanel.open({ windowId: tab.windowId }).catch(() => {});
    }
  });
});
