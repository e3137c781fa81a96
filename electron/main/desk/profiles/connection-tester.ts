import type { ConnectionTest, ConnectionTestOutcome } from '../../../contract/domains/profiles';
import { ok, type SentError, type SentResult } from '../../../contract/result';
import type { PartnerConnection, WholesaleClient } from '../../wholesale/client';
import { checkReimbursedOperation } from '../../wholesale/operations';
import { textIn, wording, type Text } from '../../../contract/words';

/** An order number no service has: the check can only answer "not found" or an auth error. */
const PROBE_ORDER_NUMBER = '0';
const PROBE_TIMEOUT_MS = 10_000;

/**
 * "Test connection": one harmless read (CheckReimbursed of a non-existent order). The service
 * checks the partner id and the sign before anything else, so the answer tells apart a wrong
 * partner id (B002), a wrong key (B003), a host that cannot be reached, a TLS failure and a
 * working connection (any other business answer, typically B037 "Order is not exist").
 */
export async function testConnection(
  client: WholesaleClient,
  connection: PartnerConnection,
  signal: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<SentResult<ConnectionTest>> {
  const result = await client.call(checkReimbursedOperation, { orderNum: PROBE_ORDER_NUMBER }, connection, signal, { maxAttempts: 1, timeoutMs: PROBE_TIMEOUT_MS });
  if (!result.ok && result.error.kind === 'cancelled') return result;
  const verdict = result.ok ? connected() : verdictFor(result.error);
  return ok({ profileId: connection.profileId, ...verdict, checkedAt: now().toISOString() });
}

type Verdict = { outcome: ConnectionTestOutcome; message: Text; nextStep: Text; detail: Text };

function connected(): Verdict {
  return { outcome: 'connected', message: wording('connectionTest.connected'), nextStep: '', detail: '' };
}

function verdictFor(error: SentError): Verdict {
  switch (error.kind) {
    case 'api':
      if (error.code === 'B002') return { outcome: 'wrong-partner-id', message: wording('connectionTest.wrongPartnerId'), nextStep: wording('connectionTest.wrongPartnerId.next'), detail: `${error.code}: ${error.message}` };
      if (error.code === 'B003') return { outcome: 'wrong-key', message: wording('connectionTest.wrongKey'), nextStep: wording('connectionTest.wrongKey.next'), detail: `${error.code}: ${error.message}` };
      if (error.code === 'B048') return { outcome: 'invalid-buyer', message: wording('connectionTest.invalidBuyer'), nextStep: wording('connectionTest.invalidBuyer.next'), detail: `${error.code}: ${error.message}` };
      // Any other business answer means authentication passed: a success, told as one. What the
      // probe got back is said in words, for IT, never as an error code under "Connected".
      return { ...connected(), detail: wording('connectionTest.probeAnswered', { order: PROBE_ORDER_NUMBER, message: error.message, code: error.code }) };
    case 'network':
      // The client's own report of a refused certificate (serviceCalls.tlsRefused), read in English whatever the desk's language.
      if (/TLS/.test(textIn('en', error.message))) return { outcome: 'tls', message: wording('connectionTest.tls'), nextStep: wording('connectionTest.tls.next'), detail: error.cause ?? error.message };
      return { outcome: 'unreachable', message: wording('connectionTest.unreachable'), nextStep: wording('connectionTest.unreachable.next'), detail: error.cause ?? error.message };
    case 'timeout':
      return { outcome: 'timeout', message: wording('connectionTest.timeout', { seconds: Math.round(error.timeoutMs / 1000) }), nextStep: wording('connectionTest.timeout.next'), detail: error.message };
    default:
      return {
        outcome: 'not-the-api',
        message: wording('connectionTest.notTheApi'),
        nextStep: wording('connectionTest.notTheApi.next'),
        detail: 'excerpt' in error ? wording('connectionTest.detailWithExcerpt', { message: error.message, excerpt: error.excerpt }) : error.message,
      };
  }
}
