import type { DocumentInput, DocumentRequest } from './document-model';

/**
 * The one door to customer documents (issue 25, docs/customer-documents.md): the PDF of the
 * document asked, built from the order's facts in the language asked. The document service reads
 * the order file into a DocumentInput; nothing here reads a file of the order or the network.
 */
export function buildCustomerDocument(request: DocumentRequest, input: DocumentInput): Promise<Uint8Array> {
  void input;
  return Promise.reject(new Error(`Customer document builders are not landed yet (${request.kind})`));
}
