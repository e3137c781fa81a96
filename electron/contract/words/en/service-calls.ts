/**
 * What the wholesale client says when a call to the service did not come back as an answer
 * (electron/main/wholesale/client.ts), and how the agent verifies a write whose outcome is unknown
 * (outcome-unknown.ts).
 */
export const SERVICE_CALLS_EN = {
  'serviceCalls.cancelledOnTheWay': 'You cancelled while the request was on its way.',
  'serviceCalls.noAnswerWithin': (p: { seconds: number }) => `No answer within ${p.seconds} s.`,
  'serviceCalls.didNotAnswerWithin': (p: { seconds: number }) => `The service did not answer within ${p.seconds} s.`,
  'serviceCalls.unreachable': 'The service could not be reached.',
  'serviceCalls.tlsRefused': 'The secure connection to the service was refused (TLS certificate problem).',
  'serviceCalls.droppedBeforeAnswer': 'The connection dropped before the answer arrived.',
  'serviceCalls.connectionDropped': 'The connection to the service dropped.',
  'serviceCalls.answerCutOff': 'The answer was cut off.',
  'serviceCalls.answerCutOffCompression': 'The answer was cut off (incomplete or corrupt compression).',
  'serviceCalls.redirectNotFollowed': (p: { status: number; origin: string }) =>
    `The service answered HTTP ${p.status}, a redirect to ${p.origin}. The desk never follows redirects on API calls, because the request carries the partner's credentials: check the profile's base URL with IT.`,
  'serviceCalls.answerTooLarge': (p: { limit: string }) => `The answer is larger than ${p.limit} once decompressed, so the desk stopped reading it.`,
  'serviceCalls.answeredHttp': (p: { status: number }) => `The service answered HTTP ${p.status}.`,
  'serviceCalls.answeredHttpNot200': (p: { status: number }) => `The service answered HTTP ${p.status} instead of 200.`,
  'serviceCalls.answerUnreadableJson': 'The answer could not be read (not valid JSON).',
  'serviceCalls.answerNotJson': 'The answer is not valid JSON.',
  'serviceCalls.cancelled': 'Cancelled.',
  'outcomeUnknown.message': (p: { what: string }) => `${p.what} The request may have reached the service, so it may have taken effect.`,
  'outcomeUnknown.howToVerify.ticketing':
    'Pay the order again: if the first payment went through, the service answers B024 "Order has been paid" and charges nothing more. You can also check the order in Orders.',
  'outcomeUnknown.howToVerify.refundRequest':
    'Submit the same refund again: if the first one arrived, the service answers B153 (duplicated refund request) and creates nothing new. You can also look for the refund order in Refunds or Reimbursements.',
  'outcomeUnknown.howToVerify.modifyOrderStatus':
    'Look the order up in the sandbox order list before forcing it again: if the first request went through it is already issued (ISSED).',
  'outcomeUnknown.howToVerify.preciseBooking':
    'Look for a new order of these passengers (open it by number, or in Orders) before booking again: booking again may create a second order, or answer B029 (duplicate reservation).',
  'outcomeUnknown.howToVerify.cancel':
    'Cancel the same order again: if the first request went through, the service answers B041 (already cancelled). You can also open the order to see its status.',
  'outcomeUnknown.howToVerify.uploadAttachment':
    'Upload the file again: at worst the first copy also arrived and stays unused on the service (only the id the desk receives is sent with the refund; no money moves).',
  'outcomeUnknown.howToVerify.other': 'Check the order before trying again.',
};
