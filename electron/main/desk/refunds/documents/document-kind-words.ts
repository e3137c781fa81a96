import { wording, type Wording } from '../../../../contract/words';
import type { OtherKind } from './document-type';

/**
 * A refused file named as what it is, for "it looks like …": the agent learns that the
 * "certificate.pdf" they were sent is in fact a program or a web page (and may tell whoever sent it).
 * Every kind has its words in the catalogue (`refundDocuments.kind.<kind>`): a kind without them is
 * a compile error here.
 */
export function describeKind(kind: OtherKind): Wording {
  return wording(`refundDocuments.kind.${kind}` as const);
}
