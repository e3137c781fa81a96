/**
 * What main says about the desk's side of customer documents (issue 25): the selling price, the
 * letterhead, and making a document from an order (docs/customer-documents.md).
 */
export const DOCUMENT_DESK_EN = {
  'documentDesk.orderNotInFile': (p: { orderId: number }) => `Order ${p.orderId} is not in the order file.`,
  'documentDesk.sellingPrice.noCurrency': 'The order file has no currency for this order yet: refresh the order, then enter its selling price.',
  'documentDesk.sellingPrice.feeNeedsNet': "A service fee is added to the order's net price, which the order file does not have: enter the selling total instead.",
  'documentDesk.logo.notAnImage': 'logo is neither a PNG nor a JPEG file (its first bytes say so, whatever its name).',
  'documentDesk.logo.unreadable': 'logo starts like an image but cannot be read as one (damaged or cut short): save it again from an image program.',
  'documentDesk.logo.tooLarge': (p: { size: string; max: string }) => `logo is ${p.size}; a logo may be at most ${p.max}.`,
  'documentDesk.saveDialogTitle': 'Save the document as PDF',
  'documentDesk.pdfFiles': 'PDF document',
  'documentDesk.printFailed': (p: { reason: string }) => `The document could not be printed: ${p.reason}`,
};
