import type {
  AmountLine,
  AncillaryItem,
  FiledFile,
  FiledPassenger,
  FiledSegment,
  FiledTicket,
  FiledVoucher,
  LinkedOrder,
  OrderChange,
  OrderKind,
  OrderSource,
  OrderStatus,
  RefundLine,
  RouteLeg,
} from '../../../contract/domains/orders';
import type { Environment } from '../../../contract/domains/profiles';

/**
 * Whose order it is. Its identity is the account at the service — environment + partner id — and
 * its number (docs/order-file.md, "Identity"): two profiles of one account file the same order once.
 * The profile is only the one the desk read it with (kept for refreshing it and for the screens).
 */
export interface OrderOwner extends OrderAccount {
  profileName: string;
}

/**
 * An order's account: environment and partner id. `partnerId` is null only for an order whose
 * profile was gone when the file was keyed on accounts (migration 5): it stays keyed on `profileId`.
 */
export interface OrderAccount {
  environment: Environment;
  partnerId: string | null;
  profileId: string;
}

/** A profile's account as the order file keys it (an empty partner id is no account). */
export function accountOfProfile(profile: ProfileOfAccount): OrderAccount {
  return { environment: profile.environment, partnerId: profile.partnerId === '' ? null : accountPartnerId(profile), profileId: profile.id };
}

interface ProfileOfAccount {
  id: string;
  environment: Environment;
  partnerId: string;
  apiBaseUrl: string;
  builtIn: boolean;
}

/**
 * The partner id an order is keyed on. A sandbox other than the desk's built-in one (a standalone
 * sandbox a team rehearses against, docs/team-sync.md) is a world of its own with the same demo
 * partner id and the same deterministic order numbers as every embedded sandbox: its address is part
 * of the account (`<partner id>@<host:port>`), so its orders never merge with this desk's embedded
 * sandbox's, and every desk pointing at it names them the same way.
 */
export function accountPartnerId(profile: Pick<ProfileOfAccount, 'environment' | 'partnerId' | 'apiBaseUrl' | 'builtIn'>): string {
  if (profile.environment !== 'sandbox' || profile.builtIn) return profile.partnerId;
  let host: string;
  try {
    host = new URL(profile.apiBaseUrl).host;
  } catch {
    return profile.partnerId;
  }
  return `${profile.partnerId}@${host}`;
}

/**
 * What one answer (or one manual entry) says about one order, already read into the desk's
 * terms. A field left undefined or null says nothing and keeps what the file knew (answers differ
 * in what they carry: OrderDetail has no contact, Ticketing no passengers); a list replaces the
 * file's list only when it has entries. The raw answer is kept beside it, so nothing is lost.
 */
export interface OrderFacts {
  orderNum: string;
  kind: OrderKind;
  orderType?: string | null;
  parentOrderNum?: string | null;
  refOrderNum?: string | null;
  status?: { status: OrderStatus; inferred: boolean } | null;
  pnr?: string | null;
  airPnr?: string | null;
  platingCarrier?: string | null;
  currency?: string | null;
  /** The order's headline amount (what it costs / what is refunded). */
  amount?: string | null;
  /** Merged into the file's lines by key. */
  amounts?: AmountLine[];
  contact?: { name: string | null; email: string | null; telNum: string | null } | null;
  lastTicketingTime?: string | null;
  /** As sent (Beijing `yyyy-MM-dd HH:mm:ss`, or ISO with offset on ancillary orders). */
  createdTime?: string | null;
  payGate?: string | null;
  paySerialNum?: string | null;
  refund?: { type: string | null; reason: string | null } | null;
  reimbursement?: { status: OrderStatus; payGate: string | null; currency: string | null } | null;
  ancillary?: { saleStage: number | null; ancillaryType: number | null } | null;
  passengers?: FiledPassenger[];
  segments?: FiledSegment[];
  tickets?: FiledTicket[];
  vouchers?: Omit<FiledVoucher, 'source'>[];
  files?: FiledFile[];
  refundLines?: RefundLine[];
  ancillaryItems?: AncillaryItem[];
  links?: { orderNum: string; relation: LinkedOrder['relation'] }[];
  /** Entered by hand: the service has not confirmed it (never cleared by a manual entry itself). */
  manual?: boolean;
}

/** One answer filed: which orders it touched and how. */
export interface FiledAnswer {
  source: OrderSource;
  owner: OrderOwner;
  at: Date;
  /** The service answered (sets "as of"); false for manual entries and desk conclusions. */
  fromService: boolean;
  orders: OrderFacts[];
}

export type { OrderChange };

export function routeOf(segments: readonly FiledSegment[]): RouteLeg[] {
  // Each journey's first and last leg by segment number; runs for every order filed.
  const ordered = segments.length > 1 ? [...segments].sort((a, b) => a.segmentNo - b.segmentNo) : segments;
  const journeys = new Map<number, { first: FiledSegment; last: FiledSegment }>();
  for (const segment of ordered) {
    const journey = journeys.get(segment.journeyIndex);
    if (journey) journey.last = segment;
    else journeys.set(segment.journeyIndex, { first: segment, last: segment });
  }
  return [...journeys.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, { first, last }]) => ({ from: first.departure, to: last.arrival, departDate: first.departureDate }));
}
