/** The add-on's id in Firefox (`browser_specific_settings.gecko.id`): what `runtime.id` and `sender.id` say there. */
export const FIREFOX_ADDON_ID = 'primachat@primachat.app';
