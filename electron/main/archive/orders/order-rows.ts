import type { OrderRow, PendingWrite, RouteLeg } from '../../../contract/domains/orders';
import type { Environment } from '../../../contract/domains/profiles';
import type { OrderKind, OrderStatus, OrderStatusGroup, OrderStatusKey } from '../../../contract/domains/order-status';

/** The columns of `orders` a list row needs, and the two small facts joined onto it. */
export const ROW_COLUMNS = `
  o.id, o.order_num, o.kind, o.order_type, o.status_code, o.status_text, o.status_key, o.status_group,
  o.environment, o.profile_id, o.profile_name, o.route_json, o.first_departure, o.lead_passenger,
  o.passenger_count, o.pnr, o.currency, o.amount, o.parent_order_num, json_extract(o.details_json, '$.createdTime') AS created_time, o.as_of, o.manual,
  (SELECT json_group_array(json_object('operation', w.operation, 'state', w.state, 'requestId', w.request_id, 'since', w.since))
     FROM order_pending_writes w WHERE w.order_id = o.id) AS pending_json,
  EXISTS (SELECT 1 FROM order_notes n WHERE n.order_id = o.id AND n.text <> '') AS has_note`;

export interface OrderRowRecord {
  id: number;
  order_num: string;
  kind: OrderKind;
  order_type: string | null;
  status_code: string | null;
  status_text: string | null;
  status_key: string | null;
  status_group: string;
  environment: Environment;
  profile_id: string;
  profile_name: string;
  route_json: string;
  first_departure: string | null;
  lead_passenger: string | null;
  passenger_count: number;
  pnr: string | null;
  currency: string | null;
  amount: string | null;
  parent_order_num: string | null;
  created_time: string | null;
  as_of: string | null;
  manual: number;
  pending_json: string;
  has_note: number;
}

export function statusOf(code: string | null, text: string | null, key: string | null, group: string): OrderStatus {
  return { code, text, key: key as OrderStatusKey | null, group: group as OrderStatusGroup };
}

export function rowFromRecord(record: OrderRowRecord): OrderRow {
  return {
    id: record.id,
    orderNum: record.order_num,
    kind: record.kind,
    orderType: record.order_type,
    status: statusOf(record.status_code, record.status_text, record.status_key, record.status_group),
    environment: record.environment,
    profileId: record.profile_id,
    profileName: record.profile_name,
    route: JSON.parse(record.route_json) as RouteLeg[],
    firstDeparture: record.first_departure,
    leadPassenger: record.lead_passenger,
    passengerCount: record.passenger_count,
    pnr: record.pnr,
    currency: record.currency,
    amount: record.amount,
    parentOrderNum: record.parent_order_num,
    createdTime: record.created_time,
    asOf: record.as_of,
    manual: record.manual === 1,
    pendingWrites: JSON.parse(record.pending_json) as PendingWrite[],
    hasNote: record.has_note === 1,
  };
}
