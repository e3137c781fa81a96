import { ROW_ORDER_KEY_SQL } from '../agency/shared-order-columns';
import type { ParsedOrderFilters } from '../../../contract/domains/orders';
import type { OrderAccount } from './order-facts';

export interface SqlCondition {
  /** `1` when there is nothing to filter, so it can always follow `WHERE`/`AND`. */
  sql: string;
  params: (string | number)[];
}

/**
 * The Orders screen's filters as a condition on `orders o`. Values are bound, never spliced. A
 * profile stands for its account: an order another profile of the same account read last is the
 * profile's order too (`accountOf`: main's profiles; an order of no known account is its profile's).
 */
export function filtersSql(filters: ParsedOrderFilters, accountOf: (profileId: string) => OrderAccount | null = () => null): SqlCondition {
  const parts: string[] = [];
  const params: (string | number)[] = [];
  const anyOf = (column: string, values: readonly string[] | undefined) => {
    if (!values || values.length === 0) return;
    parts.push(`${column} IN (${values.map(() => '?').join(', ')})`);
    params.push(...values);
  };
  anyOf('o.kind', filters.kinds);
  anyOf('o.status_group', filters.groups);
  if (filters.profileIds && filters.profileIds.length > 0) {
    const accounts = filters.profileIds.map(accountOf).filter((account): account is OrderAccount & { partnerId: string } => account !== null && account.partnerId !== null);
    // `+o.profile_id`: not through orders_by_profile (every order of a busy profile, then a sort);
    // newest first through orders_newest, stopping after a page, as before accounts.
    parts.push(
      `(${[`+o.profile_id IN (${filters.profileIds.map(() => '?').join(', ')})`, ...accounts.map(() => '(o.environment = ? AND o.partner_id = ?)')].join(' OR ')})`,
    );
    params.push(...filters.profileIds, ...accounts.flatMap((account) => [account.environment, account.partnerId]));
  }
  anyOf('o.environment', filters.environments);
  if (filters.holders && filters.holders.length > 0) {
    // Team sync's "Mine / by agent" (docs/team-sync.md): who holds the order in the agency, kept by
    // the journal's fold beside the order's state, keyed as orderKeyText writes it; while the agency
    // has no state for it, the agent of this desk's unsent stamp in the row (order-stamps.ts).
    parts.push(
      `coalesce((SELECT a.holder_code FROM agency_orders a WHERE a.order_key = ${ROW_ORDER_KEY_SQL}), o.agency_stamp_agent_code) IN (${filters.holders.map(() => '?').join(', ')})`,
    );
    params.push(...filters.holders);
  }
  const dates = filters.dates;
  if (dates && (dates.from || dates.to)) {
    // Travel: the first segment's local departure date. Created: the day the order was made (UTC).
    const column = dates.field === 'created' ? 'substr(o.sort_time, 1, 10)' : 'substr(o.first_departure, 1, 10)';
    if (dates.from) {
      parts.push(`${column} >= ?`);
      params.push(dates.from);
    }
    if (dates.to) {
      parts.push(`${column} <= ?`);
      params.push(dates.to);
    }
  }
  return { sql: parts.length === 0 ? '1' : parts.join(' AND '), params };
}
