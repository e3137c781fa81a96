/**
 * What main says about the order file and the calls filed in it: the service calls of an order
 * (electron/main/desk/order-file/order-call.ts: one at a time, never sent twice) and the Orders
 * screen's own operations (order-file-service.ts: reading, cancelling, manual entry, bringing a
 * set-aside file back, backups).
 */
export const ORDER_FILE_EN = {
  'orderCalls.notInFile': (p: { orderNum: string }) => `Order ${p.orderNum} is not in the order file yet: open it by number first (Ctrl+O).`,
  'orderCalls.noLongerSendable': (p: { orderNum: string }) =>
    `Nothing was sent for order ${p.orderNum}: the request is no longer one that can be sent (it was sent or changed meanwhile).`,
  'orderCalls.onItsWay': (p: { orderNum: string; since: string }) =>
    `A request for order ${p.orderNum} is already on its way (sent ${p.since}). Wait for its answer: it is never sent twice.`,
  'orderCalls.onItsWay.issue': (p: { orderNum: string }) => `A request for order ${p.orderNum} is already on its way; wait for its answer.`,
  'orderCalls.outcomeUnknown': (p: { orderNum: string; since: string }) =>
    `The last request for order ${p.orderNum} (sent ${p.since}) has an unknown outcome. Check it first; it is never sent again blindly.`,
  'orderCalls.outcomeUnknown.issue': (p: { orderNum: string }) => `The last request for order ${p.orderNum} has an unknown outcome: check it first.`,
  'orderFile.payloadNotKept': 'payloadId is not an answer kept in the order file.',
  'orderFile.bringBackFailed': (p: { fileName: string; reason: string }) =>
    `${p.fileName} could not be brought back: ${p.reason}. Nothing was changed: the current file and ${p.fileName} are as they were.`,
  'orderFile.bringBackFailed.fix': 'Try again; if it fails again, keep the file and ask IT (desk.log has the details).',
  'orderFile.notSetAside': (p: { fileName: string; name: string }) =>
    `${p.fileName} is not a set-aside ${p.name} file of the data folder (it may have been brought back already).`,
  'orderFile.cancelAirOnly': (p: { orderNum: string; kind: string }) =>
    `Order ${p.orderNum} is a ${p.kind} order: only air orders waiting for payment can be cancelled.`,
  'orderFile.statusUnknown': 'status unknown',
  'orderFile.cancelToPayOnly': (p: { orderNum: string; status: string }) =>
    `Order ${p.orderNum} is not waiting for payment (${p.status}): only to-be-paid orders can be cancelled; a paid order is refunded instead.`,
  'orderFile.cancelPaymentPending': (p: { orderNum: string }) =>
    `A payment of order ${p.orderNum} is on its way or of unknown outcome: settle it in Ticketing before cancelling.`,
  'orderFile.alreadyCancelling': (p: { orderNum: string }) => `Order ${p.orderNum} is already being cancelled: wait for the answer.`,
  'orderFile.alreadyFiled': (p: { orderNum: string }) => `orderNum ${p.orderNum} is already in the order file for this profile: open it instead (Ctrl+O).`,
  'orderFile.couldNotFile': 'The order could not be filed.',
  'orderFile.backupCancelled': 'Backup cancelled: no file was chosen.',
  'orderFile.backupFile': 'backup file',
  'orderFile.backupExists': (p: { path: string }) => `${p.path} already exists; a backup never overwrites a file.`,
  'orderFile.backupExists.fix': 'Choose another name, or move the old file away.',
  'orderFile.backupFailed': (p: { path: string; reason: string }) => `The backup could not be written to ${p.path}: ${p.reason}.`,
  'orderFile.backupFailed.fix': 'Check that the folder exists, is writable and has free space.',
  'orderFile.readButNotFiled': (p: { orderNum: string }) => `Order ${p.orderNum} was read but is not in the order file.`,
  'orderFile.profileGone': 'The profile this order belongs to no longer exists: the file keeps the order, but it cannot be read from the service again.',
  'orderFile.noSuchOrder': (p: { orderId: number }) => `orderId ${p.orderId} is not an order of the order file.`,
  'orderFile.orderReadingNotOffered': (p: { path: string }) =>
    `The service does not offer order reading at ${p.path} (HTTP 404). This account may use another version: change the path in Settings, or enter the order by hand.`,
  'orderFile.orderReadingUnreadable': (p: { reason: string }) =>
    `The service's answer to order reading could not be read (${p.reason}). Its shape is not in the specification and may differ for this account: enter the order by hand, and tell IT.`,
};
