/**
 * The API error explanations that carry what the service put into its message (the field it
 * rejected, a code, an order, a time), and the words for a code the catalogue does not know.
 */
const SUPPORT = "If it keeps happening, contact the platform's support with the code and message.";

export const API_ERROR_DETAILS_EN = {
  'apiErrors.detail.latestTicketingTooClose': (p: { time: string }) => `The latest ticketing time of this fare, ${p.time}, leaves too little time to issue a ticket.`,
  'apiErrors.detail.fieldMissing': (p: { field: string }) => `The request was sent without ${p.field}.`,
  'apiErrors.detail.fieldRefused': (p: { field: string }) => `The service did not accept ${p.field}.`,
  'apiErrors.detail.namedField': (p: { label: string; field: string }) => `the ${p.label} (${p.field})`,
  'apiErrors.detail.unnamedField': (p: { field: string }) => `the field "${p.field}"`,
  'apiErrors.detail.B039': (p: { value: string }) => `The platform does not recognise "${p.value}" (an airport, city, country or airline code).`,
  'apiErrors.detail.B134': (p: { value: string }) => `${p.value} already has a refund or void, in progress or completed, for these flights.`,
  'apiErrors.detail.B146': (p: { value: string }) => `Order ${p.value} cannot be refunded: only issued orders and change orders can.`,
  'apiErrors.detail.B149': (p: { value: string }) => `The refund quote ${p.value} has expired.`,
  'apiErrors.detail.B006': (p: { value: string }) => `The booking reported a failure, but order ${p.value} was created: it exists and must not be booked again.`,
  'apiErrors.unknown.noCode': 'The service reported an error without a code.',
  'apiErrors.unknown.code': (p: { code: string }) => `The service answered with code ${p.code}, which the desk does not know.`,
  'apiErrors.unknown.noMessage': (p: { what: string }) => `${p.what} It sent no message.`,
  'apiErrors.unknown.withMessage': (p: { what: string; message: string }) => `${p.what} Its message: "${p.message}".`,
  'apiErrors.unknown.nextStep.shopping': `Note the code and message, then search again in a moment. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.precisePricing': `Note the code and message, then price again in a moment or shop again. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.ticketing': `Note the code and message, and check the order in Orders before paying again (an order that is already paid is never charged twice). ${SUPPORT}`,
  'apiErrors.unknown.nextStep.modifyOrderStatus': `Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.ancillaryOrderDetail': `Note the code and message, then try again in a moment in Ancillaries. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.checkReimbursed': `Note the code and message, then check again in a moment in Reimbursements. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.refundRequest': `Note the code and message, and check Refunds for this order before submitting again, so the refund is not requested twice. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.preciseBooking': `Note the code and message, and check Orders for a new order of these passengers before booking again, so nothing is booked twice. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.orderPricing': `Note the code and message, then check the price again in a moment. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.cancel': `Note the code and message, and check the order in Orders before cancelling again. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.uploadAttachment': `Note the code and message, then upload the file again in Refunds, or upload it through the service's portal and paste its id. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.orderDetail': `Note the code and message, then open the order again in a moment, or enter it by hand in Orders. ${SUPPORT}`,
  'apiErrors.unknown.nextStep.other': `Note the code and message, and check the order in Orders before trying again. ${SUPPORT}`,
};
