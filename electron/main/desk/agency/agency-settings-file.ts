import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { agencyServerSchema, agentSchema, type Agent, type AgencyServer } from '../../../contract/domains/agency';
import { fromSchema, readJsonState, writeJsonFile, type DamagedStateFile } from '../../storage/json-file';

/**
 * `agency.json` in the data folder: this desk's id in the agency, its agent, and where the agency's
 * server is. No password in it (the OS keychain holds it). A damaged file is kept aside like every
 * state file, and the desk starts with team sync off and a new desk id (it then joins as a new desk;
 * nothing local is lost, its outbox is still in the order file).
 */
const fileSchema = z.object({
  version: z.literal(1),
  deskId: z.string().regex(/^desk-[0-9a-f-]{36}$/),
  agent: agentSchema.nullable(),
  server: agencyServerSchema.nullable(),
  /** The server this desk uploaded its file to on joining (`host:port/database`): joining again uploads nothing twice. */
  joined: z.string().nullable().default(null),
});

interface AgencySettings {
  deskId: string;
  agent: Agent | null;
  server: AgencyServer | null;
  joined: string | null;
}

export class AgencySettingsFile {
  private current: AgencySettings;
  readonly damage: DamagedStateFile | null;

  constructor(private readonly file: string) {
    const fresh = { version: 1 as const, deskId: `desk-${randomUUID()}`, agent: null, server: null, joined: null };
    const read = readJsonState(file, fromSchema(fileSchema), fresh);
    this.damage = read.damage;
    this.current = { deskId: read.value.deskId, agent: read.value.agent, server: read.value.server, joined: read.value.joined };
    if (read.value === fresh) this.write(this.current);
  }

  get(): AgencySettings {
    return this.current;
  }

  save(next: Partial<Omit<AgencySettings, 'deskId'>>): AgencySettings {
    const saved = { ...this.current, ...next };
    this.write(saved);
    this.current = saved;
    return saved;
  }

  /** The keychain account of this desk's agency password (never listed as a profile's unused key). */
  /** The name of a server as "joined" remembers it. */
  static serverName(server: AgencyServer): string {
    return `${server.host}:${server.port}/${server.database}`;
  }

  passwordAccount(): string {
    return `agency-server:${this.current.deskId}`;
  }

  private write(settings: AgencySettings): void {
    writeJsonFile(this.file, { version: 1, ...settings });
  }
}
