import { homedir } from 'node:os';
import { join } from 'node:path';
import { APP_NAME } from './app-identity';

/**
 * Where the desk keeps its data. Electron and browser mode use the same directory so an agent
 * who switches between them finds the same profiles, archive and sandbox state.
 * `DESK_DATA_DIR` overrides it (tests give every worker its own).
 */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  if (env.DESK_DATA_DIR) return env.DESK_DATA_DIR;
  const home = env.HOME ?? homedir();
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_NAME);
  return join(env.XDG_CONFIG_HOME ?? join(home, '.config'), APP_NAME);
}

export interface DataPaths {
  root: string;
  logs: string;
  preferences: string;
  windowState: string;
  sandboxState: string;
  profiles: string;
  archive: string;
  /** Browser mode's tab sessions (hashes), so a desk restarted at the same address keeps its tabs. */
  browserSessions: string;
  /** The order file: every order the desk touched (docs/order-file.md). */
  orders: string;
  /** This desk's id in its agency, its agent and the agency server's address (docs/team-sync.md); no password. */
  agency: string;
  /** The agency's time zone for reports (docs/reports.md). */
  reports: string;
  /** The agency's letterhead for customer documents (docs/customer-documents.md), its logo inside. */
  letterhead: string;
  /** Where backups go when there is no save dialog (browser mode). */
  backups: string;
  /** Supporting documents of refund drafts while main holds them (until uploaded). */
  refundDocuments: string;
}

export function dataPaths(root: string): DataPaths {
  return {
    root,
    logs: join(root, 'logs'),
    preferences: join(root, 'preferences.json'),
    windowState: join(root, 'window-state.json'),
    sandboxState: join(root, 'sandbox-state.json'),
    profiles: join(root, 'profiles.json'),
    archive: join(root, 'archive.sqlite'),
    browserSessions: join(root, 'browser-sessions.json'),
    orders: join(root, 'orders.sqlite'),
    agency: join(root, 'agency.json'),
    reports: join(root, 'reports.json'),
    letterhead: join(root, 'letterhead.json'),
    backups: join(root, 'backups'),
    refundDocuments: join(root, 'refund-documents'),
  };
}
