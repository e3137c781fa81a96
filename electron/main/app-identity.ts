/** Names the OS and the keychain know the desk by. The keychain service is the app id. */
export const APP_ID = 'app.ticketingdesk.desk';
export const APP_NAME = 'Ticketing Desk';
/** The custom scheme the packaged UI is served from in Electron (never file://). */
export const APP_SCHEME = 'desk';
export const APP_ORIGIN = `${APP_SCHEME}://app`;
