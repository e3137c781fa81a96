/**
 * What main words for itself, outside any screen: the system dialogs it opens and what it tells
 * the console when the desk cannot start. Main words these with `word(language, …)`, the language
 * named at the call.
 */
export const DESK_ITSELF_EN = {
  'deskItself.didNotStart': 'Ticketing Desk did not start',
  'deskItself.failedToStart': 'Ticketing Desk failed to start',
  'deskItself.browserModeFailed': (p: { reason: string }) => `Ticketing Desk could not start in browser mode: ${p.reason}`,
  'deskItself.backupDialogTitle': 'Back up the order file',
  'deskItself.sqliteFiles': 'SQLite database',
};
