/**
 * The Ticketing screen's refusals and hints (electron/main/desk/ticketing/ticketing-service.ts):
 * what the desk refuses itself before anything is sent, and what it adds to the service's answer.
 * `kind` and `environment` are the order's and profile's own values (air, sandbox…), as shown
 * elsewhere on the screen.
 */
export const TICKETING_EN = {
  'ticketing.notAirOrder': (p: { orderNum: string; kind: string }) => `Order ${p.orderNum} is a ${p.kind} order: only air orders are paid in Ticketing.`,
  'ticketing.noPriceChange': (p: { orderId: number }) => `orderId ${p.orderId} has no price change to acknowledge.`,
  'ticketing.noUnknownPayment': (p: { orderNum: string }) => `Order ${p.orderNum} has no payment of unknown outcome to check.`,
  'ticketing.sandboxOnly': (p: { orderNum: string; environment: string }) =>
    `Force issue exists only in the sandbox; order ${p.orderNum} belongs to a ${p.environment} profile, where the platform issues tickets itself.`,
  'ticketing.priceChanged': (p: { orderNum: string }) => `The price of order ${p.orderNum} changed at order pricing: look at the change and acknowledge it before paying. Nothing was sent.`,
  'ticketing.priceChangedJustNow': (p: { orderNum: string }) =>
    `The price of order ${p.orderNum} changed at order pricing just now: look at the change and acknowledge it before paying. Nothing was sent.`,
  /** `at` is the service's time (Beijing), as the service writes it. */
  'ticketing.deadlinePassed': (p: { orderNum: string; at: string }) =>
    `The last ticketing time of order ${p.orderNum} (${p.at} Beijing) has passed: the service no longer takes payment for it, so nothing was sent. Book again from Shopping.`,
  /** An amount the order or the agent does not state. */
  'ticketing.amountUnknown': 'unknown',
  'ticketing.amountNotConfirmed': (p: { orderNum: string; currency: string; amount: string; orderCurrency: string; orderAmount: string }) =>
    `The amount you confirmed (${p.currency} ${p.amount}) is not order ${p.orderNum}'s amount now (${p.orderCurrency} ${p.orderAmount}): nothing was sent. Look at the amount again and confirm it.`,
  'ticketing.typeLastFour': (p: { orderNum: string; digits: string }) => `Type the last four digits of order ${p.orderNum} (${p.digits}) to confirm a production payment.`,
  'ticketing.otherProfile': (p: { orderNum: string; profile: string; environment: string; active: string }) =>
    `Order ${p.orderNum} belongs to profile "${p.profile}" (${p.environment}); the active profile is "${p.active}". Switch to "${p.profile}" in Settings to pay or issue it.`,
  'ticketing.otherProfile.noneActive': (p: { orderNum: string; profile: string; environment: string }) =>
    `Order ${p.orderNum} belongs to profile "${p.profile}" (${p.environment}); the active profile is none. Switch to "${p.profile}" in Settings to pay or issue it.`,
  'ticketing.alreadyPaying': 'A payment of this order is already on its way from this desk (another window or tab). Wait for its answer: it is never sent twice.',
  /** B009 while the order still waits for payment: the service's explanation, then the likely cause. */
  'ticketing.orderPricingLikely': (p: { explanation: string }) =>
    `${p.explanation} The order still waits for payment: this service most likely wants an order pricing in the 30 minutes before ticketing.`,
  'ticketing.payAgainPricesFirst': 'Press Pay again: the desk runs order pricing first, shows any price change, then pays.',
  'ticketing.turnOnOrderPricing': 'Turn on "Order pricing before ticketing" for this profile (Settings → the profile), open the order again, then pay.',
  'ticketing.notInOrderFile': (p: { orderId: number }) => `orderId ${p.orderId} is not an order of the order file.`,
  /** OrderPricing's answer could not be read; `problem` is what the reader found. */
  'ticketing.orderPricingUnreadable': (p: { orderNum: string; problem: string }) =>
    `Order pricing of ${p.orderNum} could not be read (${p.problem}). Its shape comes from public material, not the specification: if this account's service has no order pricing, turn off "Order pricing before ticketing" in the profile (Settings) and pay on the order's known price.`,
  'ticketing.noProfile': 'No profile is active: choose one in Settings.',
};
