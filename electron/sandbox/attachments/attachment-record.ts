/** An uploaded attachment as the order book records it (persisted with the book). */
export interface AttachmentRecord {
  /** Looks like Base64 (`+`, `/`, `=`) on purpose: RefundRequest's form must carry it intact. */
  fileId: string;
  partnerId: string;
  orderNum: string | null;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** Sandbox clock (ms). */
  uploadedAt: number;
}
