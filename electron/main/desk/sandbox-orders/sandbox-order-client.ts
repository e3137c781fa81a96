import ky from 'ky';
import type { TestOrder, TestPassenger } from '../../../contract/domains/sandbox-orders';
import { moneyFrom } from '../../../contract/money';
import { fail, ok, type DeskResult } from '../../../contract/result';
import type { PartnerConnection } from '../../wholesale/client';
import type { PricingRequest } from '../../wholesale/operations/precise-pricing';

/** What `POST /sandbox/orders` answers (the fields the desk reads). */
interface SandboxOrderEntry {
  orderNum: string;
  stateCode: string;
  stateText: string;
  orderAmount: string | number;
  currency: string;
  pnr?: string | null;
  lastTktTime?: string | null;
}

/**
 * The sandbox's own order-creation route, which stands in for the booking operation the buyer
 * API spec does not include. It is outside the partner API (plain JSON, no envelope) and exists
 * only on sandbox hosts.
 */
export async function createSandboxOrder(
  connection: PartnerConnection,
  pricing: PricingRequest,
  passengers: TestPassenger[],
  signal: AbortSignal,
): Promise<DeskResult<TestOrder>> {
  const url = `${connection.apiBaseUrl.replace(/\/+$/, '')}/sandbox/orders`;
  try {
    const response = await ky.post(url, {
      json: {
        pricing: { ...pricing, journeys: pricing.journeys },
        passengers: passengers.map((p) => ({ psgType: p.type, lastName: p.lastName.toUpperCase(), firstName: p.firstName.toUpperCase(), birthday: p.birthday, sex: p.sex })),
        partnerId: connection.partnerId,
      },
      timeout: 20_000,
      retry: 0,
      throwHttpErrors: false,
      signal,
    });
    const body = (await response.json().catch(() => null)) as (SandboxOrderEntry & { error?: string; code?: string }) | null;
    if (!response.ok || !body || typeof body.orderNum !== 'string') {
      const reason = body?.error ?? `HTTP ${response.status}`;
      return fail({
        kind: 'unavailable',
        what: 'sandbox order',
        message: `The sandbox did not create the order: ${body?.code ? `${body.code} ` : ''}${reason}.`,
        fix: body?.code ? 'Price the offer again (or shop again) and create the order from the new price.' : 'Check that the active profile points at a sandbox.',
      });
    }
    return ok({
      orderNum: body.orderNum,
      stateCode: body.stateCode,
      stateText: body.stateText,
      orderAmount: moneyFrom(body.orderAmount),
      currency: body.currency,
      pnr: body.pnr ?? null,
      lastTicketingTime: body.lastTktTime ?? null,
    });
  } catch (error) {
    if (signal.aborted) return fail({ kind: 'cancelled', message: 'Cancelled.' });
    return fail({ kind: 'network', message: 'The sandbox could not be reached.', cause: error instanceof Error ? error.message : String(error) });
  }
}
