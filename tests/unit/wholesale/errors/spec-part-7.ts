import type { SpecOperation } from '../../../../electron/main/wholesale/errors/operations';

/** One row of a table of part 7: code, errorMsg and condition, exactly as the spec writes them. */
export type SpecRow = readonly [code: string, message: string, condition: string];

/**
 * The tables of part 7 of buyer-api.md ("Errors"), copied row by row (the success row `0` left
 * out). Kept here, not derived from the catalogue, so a missing or misspelt entry fails the test.
 * AncillaryOrderDetail and ModifyOrderStatus have no table: "Error codes of AncillaryOrderDetail
 * and ModifyOrderStatus: not shown."
 */
export const SPEC_PART_7: Record<SpecOperation, readonly SpecRow[]> = {
  // 7.1 Shopping V8
  shopping: [
    ['S001', 'System error.', 'system error'],
    ['B002', 'Partner is not exists.', 'partner id does not exist'],
    ['B003', 'Illegal sign.', 'signature invalid'],
    ['P001', 'XXX is illegal.', 'field illegal'],
    ['P002', 'XXX is missing.', 'field missing'],
    ['P004', 'The maximum number of passengers with seat is 9.', 'more than 9 passengers with seat'],
    ['P005', 'There should be at least one adult.', 'no adult'],
    ['P009', 'The number of infant passengers can not exceed the number of adult passengers.', 'too many infants'],
    ['B013', 'Interface is limited, please contact the system administrator.', 'requested route is limited'],
    ['B014', 'Shopping failed.', 'other shopping failure'],
    ['B024', 'Time-out, please try later.', 'time-out; retry after a few seconds'],
    ['B034', 'Shopping interface is offline.', 'shopping service limited'],
    ['B035', 'Concurrency limited.', 'concurrent-user control'],
    ['B038', 'Departure date must be today to a year.', 'departure date out of range'],
    ['B039', "Can't find the related data of XXX.", 'e.g. illegal city, country, area or airline'],
    ['B046', 'Interface is limited, the routing is offlined.', 'look-to-book control on the routing'],
    ['B059', 'Shopping failed from upstream.', 'upstream shopping error'],
    ['B060', 'Interface is limited.', 'restriction rules'],
    ['B009', 'Supplier is offline', 'supplier not at working time'],
    ['B066', 'Only 2 journeys can be supported, please check your itinerary.', 'more than 2 journeys'],
    ['B195', 'Invalid tag', 'the requested tag is invalid'],
  ],
  // 7.2 PrecisePricing V9
  precisePricing: [
    ['S001', 'System error.', 'system error'],
    ['B002', 'Partner does not exists.', 'partner id does not exist'],
    ['B003', 'Illegal sign.', 'signature invalid'],
    ['B035', 'Concurrency limited.', 'concurrency exceeded'],
    ['P001', 'XXX is illegal.', 'field illegal'],
    ['P002', 'XXX is missing.', 'field missing'],
    ['P004', 'The maximum number of passengers with seat is 9.', 'too many passengers'],
    ['P005', 'There should be at least one adult.', 'no adult'],
    ['P009', 'The number of infant passengers can not exceed the number of adult passengers.', 'too many infants'],
    ['B013', 'Interface is limited.', 'route limited'],
    ['B015', 'Pricing failed.', 'pricing failed for another reason'],
    ['B016', "Flight near take-off, can't offer pricing service.", 'flight too close to departure'],
    ['B018', 'Airline or flight restriction.', 'restriction'],
    ['B019', 'Can not find any supplier for current search.', 'no supplier'],
    ['B020', 'Can not find any price for this flight.', 'no price'],
    ['B021', 'The booking code you choose has only 0 seat available.', 'chosen booking code has 0 seats'],
    ['B026', 'LatestTktTime: yyyy-mm-dd hh : mm: ss.', 'last ticketing time is not enough to issue'],
    ['B024', 'Pricing TimeOut.', 'pricing time-out'],
    ['B039', "Can't find the related data of XXX.", 'illegal city, country, area or airline'],
    ['B046', 'Interface is limited, the routing is offlined.', 'look-to-book control'],
    ['B068', 'The segment detail is different between solutionid field and journey field.', 'request does not match the shopping result'],
    ['B121', 'Supplier is offline', 'supplier not at working time'],
  ],
  // 7.3 Ticketing
  ticketing: [
    ['S001', 'System error', 'system error'],
    ['P001', 'wrong parameter', 'a parameter is wrong'],
    ['B002', 'Partner is not exists', 'partner id does not exist'],
    ['B003', 'Illegal sign', 'signature invalid'],
    ['B009', 'Order status is invalid', 'order status does not allow ticketing'],
    ['B010', 'Order number not exist', 'no such order'],
    ['B022', 'Ticketing failed', 'balance is not enough to pay the order'],
    ['B024', 'Order has been paid', 'order already paid, no need to pay again'],
  ],
  // 7.4 CheckReimbursed
  checkReimbursed: [
    ['P001', 'xxx is illegal', 'request parameter illegal'],
    ['B002', 'Partner is not exists', 'partner id does not exist'],
    ['B003', 'Illegal sign', 'signature invalid'],
    ['B048', 'Invalid buyer', 'buyer invalid'],
    ['S001', 'System error', 'system error'],
    ['B037', 'Order is not exist', 'no such order'],
    ['B141', 'Order is not a refund order.', 'the order number is not a refund order'],
  ],
  // 7.5 RefundRequest
  refundRequest: [
    ['S001', 'System error', 'system error'],
    ['P001', 'xxx is illegal', 'parameter illegal'],
    ['P001', 'xxx is missing', 'required parameter missing'],
    ['B002', 'Partner is not exists', 'partner id does not exist'],
    ['B003', 'Illegal sign', 'signature invalid'],
    ['B048', 'Invalid buyer', 'buyer invalid'],
    ['B037', 'Order is not exist', 'no such order'],
    ['B035', 'Concurrency limited.', 'request over the concurrency limit'],
    ['B134', 'Refund is not applicable for passenger [passenger name]', 'the passenger or segment already has a refund or void that is processing or completed'],
    ['B135', 'Passenger or ticket number is not in the order', 'passenger or ticket number differs from the order'],
    ['B136', 'This is not all passengers and routings of the order, please kindly check', '`allPaxOfOrder` is 1 but `pnrList` lacks passengers or routings'],
    ['B137', 'RefundPricing is not exist', 'the refund pricing id does not exist'],
    ['B145', 'Passenger(s) must request to refund same routing for one time.', 'passengers refund different segments in one request; raise it per passenger'],
    ['B146', 'Order#[Order number] is not applicable for refund.', 'the order is neither an issued order nor a change order'],
    ['B149', 'Refund Pricing ID#(Refund Pricing ID) has been expired.', 'refund pricing id expired; price again'],
    ['B150', 'This order was changed, please kindly use change order number.', 'passenger and segment were changed; use the change order number'],
    ['B152', 'pnrList information is not same as order, please kindly check.', '`pnrList` differs from the order'],
    ['B153', 'Duplicated refund request, please kindly check', 'an identical refund is still being processed'],
    ['B154', 'pnrList information is not same as refund pricing ID, please kindly check', '`pnrList` differs from the refund pricing'],
  ],
  modifyOrderStatus: [],
  ancillaryOrderDetail: [],
};
