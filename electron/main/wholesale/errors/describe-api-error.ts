import type { ApiError } from '../../../contract/result';
import type { Text } from '../../../contract/words';
import { explainWithDetails } from './explain-with-details';
import { findEntry } from './find-entry';
import type { WholesaleOperation } from './operations';
import { unknownCodeExplanation, unknownCodeNextStep } from './unknown-code';

/**
 * The typed error for an envelope with errorCode !== "0". rawMessage is errorMsg as the service
 * sent it (may be empty/missing).
 *
 * `code` is the catalogue's spelling for a known code (so callers can compare with `'B024'`
 * whatever casing came back) and exactly what came for an unknown one. `message` is the service's
 * text untouched; only when it sent none does the spec's message stand in.
 *
 * `explanation` and `nextStep` are wordings (codes of the words catalogue): the renderer words them
 * in its language. It never throws: it runs while another failure is being reported, and the envelope's fields
 * may be anything the service or a tolerant parser hands over.
 */
export function describeApiError(
  operation: WholesaleOperation,
  code: string,
  rawMessage: string | undefined,
): ApiError<Text> {
  const sentCode = typeof code === 'string' ? code : String(code ?? '');
  const sentMessage = typeof rawMessage === 'string' && rawMessage.trim() !== '' ? rawMessage : undefined;
  try {
    return describe(operation, sentCode, sentMessage);
  } catch {
    // Defence in depth only: nothing below is expected to throw.
    return unknown(operation, sentCode, sentMessage);
  }
}

function describe(operation: WholesaleOperation, code: string, message: string | undefined): ApiError<Text> {
  const entry = findEntry(operation, code, message);
  if (!entry) return unknown(operation, code, message);
  return {
    kind: 'api',
    operation,
    code: entry.code,
    message: message ?? entry.specMessage,
    explanation: explainWithDetails(entry, message),
    nextStep: entry.nextStep,
  };
}

function unknown(operation: WholesaleOperation, code: string, message: string | undefined): ApiError<Text> {
  return {
    kind: 'api',
    operation,
    code,
    message: message ?? '',
    explanation: unknownCodeExplanation(code, message),
    nextStep: unknownCodeNextStep(operation),
  };
}
