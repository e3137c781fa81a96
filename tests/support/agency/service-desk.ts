import { join } from 'node:path';
import type { Client } from 'pg';
import { beijingTime } from '../../../electron/main/agency/beijing-time';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { AgencyService } from '../../../electron/main/desk/agency/agency-service';
import { AgencySettingsFile } from '../../../electron/main/desk/agency/agency-settings-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import type { AgencyServerFixture } from '../postgres/agency-server-fixture';
import { MemorySecretStore } from '../memory-secret-store';

/**
 * A desk as desk-runtime.ts wires team sync, on a real order file: its settings file, keychain (in
 * memory), log, link and AgencyService. Joining or moving is what Settings → Agency server does:
 * `join(server, login)` saves the agent, the server and its password.
 */
export interface ServiceDesk {
  readonly file: OrderFile;
  readonly link: AgencyLink;
  readonly service: AgencyService;
  readonly log: ReturnType<typeof createMemoryLogger>;
  readonly deskId: string;
  join(server: AgencyServerFixture, login: number): Promise<void>;
  /** Files an order of the account the way a desk from before team sync had it (the first join uploads it). */
  fileOrder(orderNum: string): number;
  orderId(orderNum: string): number | undefined;
  /** Stops the sync and closes the file (the desk's process ends). */
  close(): Promise<void>;
}

export const SERVICE_DESK_ACCOUNT = { environment: 'test' as const, partnerId: 'AGENCY-MOVE' };

export function serviceDesk(folder: string, name: string, agent: { code: string; name: string }): ServiceDesk {
  const settings = new AgencySettingsFile(join(folder, `${name}.agency.json`));
  const file = OrderFile.open({ file: join(folder, `${name}.sqlite`), logger: createMemoryLogger() });
  const log = createMemoryLogger();
  const deskId = settings.get().deskId;
  let service: AgencyService | null = null;
  const link = linkAgency(file, deskId, () => service?.recording() ?? null, () => ({ id: 'p-1', name: 'Agency' }));
  service = new AgencyService({
    settings,
    secrets: new MemorySecretStore(),
    logger: log,
    link,
    accountOf: (orderId) => {
      const account = file.reader.accountOf(orderId);
      const orderNum = account ? file.reader.detail(orderId)?.orderNum : undefined;
      return account && orderNum ? { environment: account.environment, partnerId: account.partnerId, orderNum } : null;
    },
    onStatus: () => undefined,
    serviceTime: () => beijingTime(Date.now()),
  });
  file.audit.signedBy(() => ({ deskId, agent: settings.get().agent ?? null }));
  const running = service;
  return {
    file,
    link,
    service: running,
    log,
    deskId,
    async join(server, login) {
      const account = server.desks[login];
      if (!account) throw new Error(`no desk login ${login}`);
      const saved = await running.save({ agent, server: account.settings, password: account.password });
      if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
    },
    fileOrder(orderNum) {
      const at = new Date().toISOString();
      return Number(
        file.db
          .prepare(
            `INSERT INTO orders (environment, partner_id, profile_id, profile_name, order_num, kind, status_code, status_group, currency, amount, sort_time, source, first_seen_at, updated_at)
             VALUES (?, ?, 'p-1', 'Agency', ?, 'air', 'TO_BE_PAID', 'to-pay', 'CNY', '1000.00', ?, 'order-detail', ?, ?)`,
          )
          .run(SERVICE_DESK_ACCOUNT.environment, SERVICE_DESK_ACCOUNT.partnerId, orderNum, at, at, at).lastInsertRowid,
      );
    },
    orderId(orderNum) {
      return file.reader.findId({ ...SERVICE_DESK_ACCOUNT, profileId: 'p-1' }, orderNum) ?? undefined;
    },
    async close() {
      await running.stop();
      link.stop();
      file.close();
    },
  };
}

/** The events a server holds, oldest first (the test's view from outside, as superuser). */
export async function serverEvents(server: AgencyServerFixture, where = 'true', params: unknown[] = []): Promise<{ seq: string; event_id: string; desk_id: string; kind: string; order_num: string; body: Record<string, unknown> }[]> {
  const admin: Client = await server.superuser();
  try {
    return (await admin.query(`SELECT seq::text, event_id::text, desk_id, kind, order_num, body FROM agency.events WHERE ${where} ORDER BY agency.events.seq`, params)).rows;
  } finally {
    await admin.end();
  }
}
