import { isIP } from 'node:net';
import { Client, type ClientConfig } from 'pg';

/**
 * How a desk reaches its agency's PostgreSQL (Settings → Agency server). The password never sits in
 * these settings: it lives in the OS keychain like the partner keys and is handed in only here.
 *
 * TLS: anything but loopback must be `verify-full` (the certificate chain checked against the
 * system's or the given authorities AND the host name matched): an agency server carries every
 * order and passenger name of the agency, and "encrypted but unverified" would hand them to whoever
 * sits in the middle.
 */
export interface AgencyServerSettings {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly tls: 'verify-full' | 'off';
  /** PEM of the authority that signed the server's certificate, when it is not one the system trusts. */
  readonly caPem?: string;
}

export class AgencyConnectionRefused extends Error {
  readonly field: keyof AgencyServerSettings;
  /** The rule's id (the issue's `rule`); the agent reads the sentence the service words. */
  readonly rule: string;

  constructor(refusal: { field: keyof AgencyServerSettings; rule: string }) {
    super(`${refusal.field}: ${refusal.rule}`);
    this.field = refusal.field;
    this.rule = refusal.rule;
  }
}

function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
}

/** The node-postgres configuration, or a refusal naming the field and the rule. */
export function connectionConfig(settings: AgencyServerSettings, password: string): ClientConfig {
  if (settings.tls === 'off' && !isLoopback(settings.host)) {
    throw new AgencyConnectionRefused({ field: 'tls', rule: 'verify-full off loopback' });
  }
  return {
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password,
    application_name: 'ticketing-desk',
    // A dead server must not hold a desk's sync for minutes: the desk keeps working locally meanwhile.
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    keepAlive: true,
    ssl:
      settings.tls === 'verify-full'
        ? { rejectUnauthorized: true, servername: isIP(settings.host) ? undefined : settings.host, ...(settings.caPem ? { ca: settings.caPem } : {}) }
        : false,
  };
}

/** A connected client; the caller ends it. */
export async function connectAgencyServer(settings: AgencyServerSettings, password: string): Promise<Client> {
  const client = new Client(connectionConfig(settings, password));
  await client.connect();
  return client;
}
