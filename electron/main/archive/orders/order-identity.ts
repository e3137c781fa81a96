import { createHash } from 'node:crypto';
import type { Environment } from '../../../contract/domains/profiles';
import type { OrderAccount } from './order-facts';

/**
 * An order's identity as it leaves the desk (exports; later the agency's shared file): its
 * environment, its account and its number — never the profile id, which each desk invents. The
 * same order exported by two desks (or by two profiles of one account) carries the same identity.
 *
 * The account is named by `partnerRef`, a digest of the partner id rather than the id itself: an
 * export is handed to the page to download, and the page never holds a full partner id
 * (docs/security.md, finding 7). Any desk, and the agency server, computes the same reference from
 * the same partner id. Null: an order whose profile was gone when the file was keyed on accounts.
 */
export interface OrderIdentity {
  environment: Environment;
  partnerRef: string | null;
  orderNum: string;
}

export function orderIdentity(account: OrderAccount, orderNum: string): OrderIdentity {
  return { environment: account.environment, partnerRef: account.partnerId === null ? null : partnerRef(account.partnerId), orderNum };
}

/** `partner:` and the first 96 bits of the partner id's SHA-256, in hex. */
function partnerRef(partnerId: string): string {
  return `partner:${createHash('sha256').update(partnerId, 'utf8').digest('hex').slice(0, 24)}`;
}
