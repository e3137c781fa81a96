/**
 * Operations the specification only names, with shapes ASSUMED FROM PUBLIC MATERIAL, NOT IN THE
 * SPECIFICATION (real-world-notes.md): one module each, strictly validated answers, their codes in
 * errors/tables/assumed/. The seven of the specification are in the folder above.
 */
export { preciseBookingOperation } from './precise-booking';
export { orderPricingOperation } from './order-pricing';
export { cancelOperation } from './cancel';
export { uploadAttachmentOperation, uploadAttachmentOperationAt, DEFAULT_UPLOAD_ATTACHMENT_PATH } from './upload-attachment';
export { orderDetailOperation, orderDetailOperationAt, DEFAULT_ORDER_DETAIL_PATH } from './order-detail';
