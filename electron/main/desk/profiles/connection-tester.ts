import type { ConnectionTest, ConnectionTestOutcome } from '../../../contract/domains/profiles';
import { ok, type SentError, type SentResult } from '../../../contract/result';
import type { PartnerConnection, WholesaleClient } from '../../wholesale/client';
import { checkReimbursedOperation } from '../../wholesale/operations';
import { say, sayText } from '../../i18n/main-language';

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

type Verdict = { outcome: ConnectionTestOutcome; message: string; nextStep: string; detail: string };

function connected(): Verdict {
  return { outcome: 'connected', message: say('Connected: the service accepted the partner id and key.', '已连接：服务接受了合作方 ID 和密钥。'), nextStep: '', detail: '' };
}

function verdictFor(error: SentError): Verdict {
  switch (error.kind) {
    case 'api':
      if (error.code === 'B002') return { outcome: 'wrong-partner-id', message: say('The service does not know this partner id.', '服务不认识此合作方 ID。'), nextStep: say('Check the partner id (it is case-sensitive) and save the profile again.', '请检查合作方 ID（区分大小写），然后再次保存此账户。'), detail: `${error.code}: ${error.message}` };
      if (error.code === 'B003') return { outcome: 'wrong-key', message: say('The partner key does not match this partner id.', '合作方密钥与此合作方 ID 不匹配。'), nextStep: say('Enter the partner key again (it replaces the stored one).', '请重新输入合作方密钥（会替换已存储的密钥）。'), detail: `${error.code}: ${error.message}` };
      if (error.code === 'B048') return { outcome: 'invalid-buyer', message: say('The partner id and key are right, but the service says this buyer is not valid.', '合作方 ID 和密钥正确，但服务说此采购商无效。'), nextStep: say('Contact the platform to activate this buyer account.', '请联系平台激活此采购商账户。'), detail: `${error.code}: ${error.message}` };
      // Any other business answer means authentication passed: a success, told as one. What the
      // probe got back is said in words, for IT, never as an error code under "Connected".
      return { ...connected(), detail: say(`The test question (the reimbursement of order "${PROBE_ORDER_NUMBER}", which does not exist) was answered "${error.message}" (${error.code}): the service only says so after accepting the partner id and key.`, `测试问题（查询不存在的订单“${PROBE_ORDER_NUMBER}”的退款）得到答复“${error.message}”（${error.code}）：服务只有在接受合作方 ID 和密钥后才会这样答复。`) };
    case 'network':
      if (/TLS/.test(sayText(error.message))) return { outcome: 'tls', message: say('The secure connection was refused: the server certificate is not trusted.', '安全连接被拒绝：服务器证书不受信任。'), nextStep: say('Check the address (https host name) with your IT; a proxy may be intercepting the connection.', '请与 IT 核对地址（https 主机名）；可能有代理在拦截连接。'), detail: error.cause ?? sayText(error.message) };
      return { outcome: 'unreachable', message: say('The service could not be reached at this address.', '无法通过此地址连接服务。'), nextStep: say('Check the API base URL and the network (VPN, proxy, firewall), then test again.', '请检查 API 基础 URL 和网络（VPN、代理、防火墙），然后再测试。'), detail: error.cause ?? sayText(error.message) };
    case 'timeout':
      return { outcome: 'timeout', message: say(`The service did not answer within ${Math.round(error.timeoutMs / 1000)} s.`, `服务在 ${Math.round(error.timeoutMs / 1000)} 秒内没有答复。`), nextStep: say('Test again in a moment; if it keeps happening, check the address and the network.', '请稍后再测试；如果一直如此，请检查地址和网络。'), detail: sayText(error.message) };
    default:
      return { outcome: 'not-the-api', message: say('Something answered at this address, but not the buyer API.', '此地址有应答，但不是采购 API。'), nextStep: say('Check the API base URL (it is the part before /json/…).', '请检查 API 基础 URL（即 /json/… 之前的部分）。'), detail: 'excerpt' in error ? `${sayText(error.message)} ${error.excerpt}` : sayText(error.message) };
  }
}
