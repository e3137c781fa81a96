import type { ConnectionTest, ConnectionTestOutcome } from '../../../contract/domains/profiles';
import { ok, type DeskError, type DeskResult } from '../../../contract/result';
import type { PartnerConnection, WholesaleClient } from '../../wholesale/client';
import { checkReimbursedOperation } from '../../wholesale/operations';

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
): Promise<DeskResult<ConnectionTest>> {
  const result = await client.call(checkReimbursedOperation, { orderNum: PROBE_ORDER_NUMBER }, connection, signal, { maxAttempts: 1, timeoutMs: PROBE_TIMEOUT_MS });
  if (!result.ok && result.error.kind === 'cancelled') return result;
  const verdict = result.ok ? CONNECTED : verdictFor(result.error);
  return ok({ profileId: connection.profileId, ...verdict, checkedAt: now().toISOString() });
}

type Verdict = { outcome: ConnectionTestOutcome; message: string; nextStep: string; detail: string };

const CONNECTED: Verdict = {
  outcome: 'connected',
  message: 'Connected: the service accepted the partner id and key.',
  nextStep: '',
  detail: '',
};

function verdictFor(error: DeskError): Verdict {
  switch (error.kind) {
    case 'api':
      if (error.code === 'B002') return { outcome: 'wrong-partner-id', message: 'The service does not know this partner id.', nextStep: 'Check the partner id (it is case-sensitive) and save the profile again.', detail: `${error.code}: ${error.message}` };
      if (error.code === 'B003') return { outcome: 'wrong-key', message: 'The partner key does not match this partner id.', nextStep: 'Enter the partner key again (it replaces the stored one).', detail: `${error.code}: ${error.message}` };
      if (error.code === 'B048') return { outcome: 'invalid-buyer', message: 'The partner id and key are right, but the service says this buyer is not valid.', nextStep: 'Contact the platform to activate this buyer account.', detail: `${error.code}: ${error.message}` };
      // Any other business answer means authentication passed: a success, told as one. What the
      // probe got back is said in words, for IT, never as an error code under "Connected".
      return { ...CONNECTED, detail: `The test question (the reimbursement of order "${PROBE_ORDER_NUMBER}", which does not exist) was answered "${error.message}" (${error.code}): the service only says so after accepting the partner id and key.` };
    case 'network':
      if (/TLS/.test(error.message)) return { outcome: 'tls', message: 'The secure connection was refused: the server certificate is not trusted.', nextStep: 'Check the address (https host name) with your IT; a proxy may be intercepting the connection.', detail: error.cause ?? error.message };
      return { outcome: 'unreachable', message: 'The service could not be reached at this address.', nextStep: 'Check the API base URL and the network (VPN, proxy, firewall), then test again.', detail: error.cause ?? error.message };
    case 'timeout':
      return { outcome: 'timeout', message: `The service did not answer within ${Math.round(error.timeoutMs / 1000)} s.`, nextStep: 'Test again in a moment; if it keeps happening, check the address and the network.', detail: error.message };
    default:
      return { outcome: 'not-the-api', message: 'Something answered at this address, but not the buyer API.', nextStep: 'Check the API base URL (it is the part before /json/…).', detail: 'excerpt' in error ? `${error.message} ${error.excerpt}` : error.message };
  }
}
