import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { AgencySync } from '../../../electron/main/agency/agency-sync';
import { linkAgency, type AgencyLink } from '../../../electron/main/archive/agency/agency-link';
import type { Recording } from '../../../electron/main/archive/agency/agency-recorder';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { startAgencyServer, type AgencyServerFixture } from '../postgres/agency-server-fixture';
import { tempDir } from '../temp-dir';

export interface BenchDesk {
  file: OrderFile;
  link: AgencyLink;
  /** The local id of the bench's order in this desk's file, once it has it. */
  orderId: () => number | undefined;
}

/**
 * Desks on real order files beside one real PostgreSQL with two desk logins, for a test file that
 * follows one order between them: the server starts before the file's tests and everything opened
 * is stopped, closed and removed after them.
 */
export function twoDeskBench(name: string, orderNum: string) {
  let server: AgencyServerFixture | undefined;
  const dir = tempDir(name);
  const opened: OrderFile[] = [];
  const running: AgencySync[] = [];

  beforeAll(async () => {
    server = await startAgencyServer({ desks: 2 });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map((engine) => engine.stop()));
    for (const file of opened) file.close();
    await server?.stop();
    dir.remove();
  });

  const started = (): AgencyServerFixture => {
    if (!server) throw new Error('the agency server has not started');
    return server;
  };

  return {
    server: started,
    desk(deskName: string, recording: () => Recording | null): BenchDesk {
      const file = OrderFile.open({ file: join(dir.path, `${deskName}.sqlite`), logger: createMemoryLogger() });
      opened.push(file);
      const link = linkAgency(file, deskName, recording, () => ({ id: 'p-1', name: 'Agency' }));
      const orderId = () => (file.db.prepare('SELECT id FROM orders WHERE order_num = ?').get(orderNum) as { id: number } | undefined)?.id;
      return { file, link, orderId };
    },
    sync(login: number, link: AgencyLink): AgencySync {
      const account = started().desks[login];
      if (!account) throw new Error(`no desk login ${login}`);
      const engine = new AgencySync({ settings: account.settings, password: account.password, outbox: link.journal, inbox: link.journal, server: link.server, pollMs: 200 });
      running.push(engine);
      return engine;
    },
  };
}
