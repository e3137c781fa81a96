/** Finding seeded orders by what they are there to show (`purpose`) in GET /sandbox/orders. */
import {
  type SandboxAirOrderEntry,
  type SandboxAncillaryOrderEntry,
  type SandboxOrdersListing,
  type SandboxRefundOrderEntry,
} from '../../../../electron/sandbox';
import { type SandboxClient } from './sandbox-client';

export async function listing(client: SandboxClient): Promise<SandboxOrdersListing> {
  return (await client.control<SandboxOrdersListing>('GET', '/sandbox/orders')).body;
}

export async function airOrder(client: SandboxClient, purpose: RegExp): Promise<SandboxAirOrderEntry> {
  const found = (await listing(client)).orders.find((entry): entry is SandboxAirOrderEntry => entry.kind === 'air' && purpose.test(entry.purpose ?? ''));
  if (!found) throw new Error(`no seeded air order for ${purpose}`);
  return found;
}

export async function refundOrder(client: SandboxClient, stateCode: SandboxRefundOrderEntry['stateCode']): Promise<SandboxRefundOrderEntry> {
  const found = (await listing(client)).orders.find((entry): entry is SandboxRefundOrderEntry => entry.kind === 'refund' && entry.stateCode === stateCode);
  if (!found) throw new Error(`no refund order in ${stateCode}`);
  return found;
}

export async function ancillaryOrders(client: SandboxClient): Promise<SandboxAncillaryOrderEntry[]> {
  return (await listing(client)).orders.filter((entry): entry is SandboxAncillaryOrderEntry => entry.kind === 'ancillary');
}

export async function creditOf(client: SandboxClient, partnerId: string): Promise<number> {
  return (await listing(client)).credits.find((credit) => credit.partnerId === partnerId)?.credit ?? Number.NaN;
}
