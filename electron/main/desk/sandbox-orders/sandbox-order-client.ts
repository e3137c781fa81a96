import ky from 'ky';
import type { TestOrder, TestPassenger } from '../../../contract/domains/sandbox-orders';
import { moneyFrom } from '../../../contract/money';
import { fail, ok, type DeskResult } from '../../../contract/result';
import type { PartnerConnection } from '../../wholesale/client';
import { precisePricingOperation, type PricingRequest } from '../../wholesale/operations/precise-pricing';
import { Redactor } from '../../wholesale/redaction';
import { DEFAULT_MAX_ANSWER_BYTES, readBoundedBody } from '../../wholesale/transport/read-bounded-body';
import { isRedirect, redirectOrigin } from '../../wholesale/transport/redirect-target';

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

/** The order as the sandbox answered it; the desk stamps when it created it. */
export type CreatedOrder = Omit<TestOrder, 'createdAt'>;

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
): Promise<DeskResult<CreatedOrder>> {
  const url = `${connection.apiBaseUrl.replace(/\/+$/, '')}/sandbox/orders`;
  try {
    const response = await ky.post(url, {
      json: {
        // Exactly the PrecisePricing body the offer was priced with (the route reads it by the
        // same rules), built by the one function that writes it: with a cabin, that puts the
        // cabin class on every segment, which a hand-copied body once forgot.
        pricing: precisePricingOperation.buildPayload(pricing).pricing,
        passengers: passengers.map((p) => ({ psgType: p.type, lastName: p.lastName.toUpperCase(), firstName: p.firstName.toUpperCase(), birthday: p.birthday, sex: p.sex })),
        partnerId: connection.partnerId,
      },
      timeout: 20_000,
      retry: 0,
      throwHttpErrors: false,
      // The body names the partner: never let a redirect carry it to another host.
      redirect: 'manual',
      signal,
    });
    if (isRedirect(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      const origin = redirectOrigin(response.headers.get('location'), url);
      return fail({ kind: 'bad-response', operation: 'sandbox.createOrder', message: `The sandbox answered HTTP ${response.status}, a redirect to ${origin}; the desk does not follow redirects.`, excerpt: `Location: ${origin}` });
    }
    const bounded = await readBoundedBody(response.body, DEFAULT_MAX_ANSWER_BYTES);
    if (!bounded.ok) return fail({ kind: 'bad-response', operation: 'sandbox.createOrder', message: 'The sandbox answer is too large to read.', excerpt: '' });
    const body = parseJson(bounded.text) as (SandboxOrderEntry & { error?: string; code?: string }) | null;
    if (!response.ok || !body || typeof body.orderNum !== 'string') {
      // The sandbox may quote the partner id; the renderer only ever sees it masked.
      const reason = new Redactor({ secrets: [connection.partnerKey], partnerId: connection.partnerId }).text(body?.error ?? `HTTP ${response.status}`);
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
