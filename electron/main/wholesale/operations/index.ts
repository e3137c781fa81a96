/** The seven operations of the buyer API, exactly. Operations assumed from public material: ./assumed/. */
export { shoppingOperation } from './shopping';
export { precisePricingOperation } from './precise-pricing';
export { modifyOrderStatusOperation } from './modify-order-status';
export { ticketingOperation } from './ticketing';
export { ancillaryOrderDetailOperation } from './ancillary-order-detail';
export { checkReimbursedOperation } from './check-reimbursed';
export { refundRequestOperation } from './refund-request';
