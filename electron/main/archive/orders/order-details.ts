import type { AmountLine, AncillaryItem, RefundLine } from '../../../contract/domains/orders';

/**
 * The part of an order kept as one JSON document in its row (`details_json`): what the detail
 * pane shows but no list, filter or sort reads. Every field is optional, so a document written
 * by an older desk still reads.
 */
export interface OrderDetails {
  refOrderNum?: string | null;
  platingCarrier?: string | null;
  createdTime?: string | null;
  contact?: { name: string | null; email: string | null; telNum: string | null } | null;
  payGate?: string | null;
  paySerialNum?: string | null;
  amounts?: AmountLine[];
  refund?: { type: string | null; reason: string | null } | null;
  reimbursement?: { code: string | null; text: string | null; payGate: string | null; currency: string | null; checkedAt: string } | null;
  ancillary?: { saleStage: number | null; ancillaryType: number | null } | null;
  refundLines?: RefundLine[];
  ancillaryItems?: AncillaryItem[];
}
