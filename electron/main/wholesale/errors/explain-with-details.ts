/**
 * Explanations that carry what the service put into its message: the field it rejected, the code
 * it did not recognise, the latest ticketing time, the passenger or order concerned. The agent
 * should not have to read the raw message to learn which field or passenger it is about.
 */
import type { CatalogueEntry } from './catalogue-entry';
import { catalogueText, inChinese, say } from '../../i18n/main-language';
import { fieldLabel } from './field-labels';
import { latestTicketingTime } from './latest-ticketing-time';
import { placeholderValue } from './message-template';
import { quotable } from './plain-text';

/** Longest filled-in value quoted in an explanation; longer ones are cut with an ellipsis. */
const MAX_VALUE_LENGTH = 60;

/** The entry's explanation, made specific with what the message says where it can be. */
export function explainWithDetails(entry: CatalogueEntry, message: string | undefined): string {
  const plain = catalogueText(entry.explanation);
  if (message === undefined) return plain;
  // B026's message is nothing but the time, in a template of its own.
  if (/^LatestTktTime/i.test(entry.specMessage)) {
    const time = latestTicketingTime(message);
    return time === undefined
      ? plain
      : say(`The latest ticketing time of this fare, ${time}, leaves too little time to issue a ticket.`, `此运价的最晚出票时间 ${time} 太近，来不及出票。`);
  }
  const raw = placeholderValue(entry.specMessage, message);
  const value = raw === undefined ? '' : quotable(raw, MAX_VALUE_LENGTH);
  if (value === '') return plain;
  return withValue(entry, value) ?? plain;
}

function withValue(entry: CatalogueEntry, value: string): string | undefined {
  switch (entry.code) {
    case 'P001':
    case 'P002':
      // RefundRequest writes its "missing" message under P001, so the message decides, not the code.
      return /missing/i.test(entry.specMessage)
        ? say(`The request was sent without ${namedField(value)}.`, `请求中缺少${namedField(value)}。`)
        : say(`The service did not accept ${namedField(value)}.`, `服务不接受${namedField(value)}。`);
    case 'B039':
      return say(`The platform does not recognise "${value}" (an airport, city, country or airline code).`, `平台不认识“${value}”（机场、城市、国家或航空公司代码）。`);
    case 'B134':
      return say(`${value} already has a refund or void, in progress or completed, for these flights.`, `${value} 在这些航班上已有退票或废票，正在处理或已完成。`);
    case 'B146':
      return say(`Order ${value} cannot be refunded: only issued orders and change orders can.`, `订单 ${value} 不能退票：只有已出票的订单和改签订单可以退。`);
    case 'B149':
      return say(`The refund quote ${value} has expired.`, `退票报价 ${value} 已过期。`);
    case 'B006':
      return say(`The booking reported a failure, but order ${value} was created: it exists and must not be booked again.`, `预订报告失败，但订单 ${value} 已生成：它已存在，不要再预订。`);
    default:
      return undefined;
  }
}

/** `the cabin (cabinClass)` for a field the desk knows, `the field "fooBar"` otherwise. */
function namedField(field: string): string {
  const label = fieldLabel(field);
  if (inChinese()) return label === undefined ? `字段“${field}”` : `${label}（${field}）`;
  return label === undefined ? `the field "${field}"` : `the ${label} (${field})`;
}
