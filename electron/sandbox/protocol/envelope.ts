/**
 * The response envelope (2.1): `errorCode` is always a JSON string ("0" on success), business
 * errors carry no `data` key, ModifyOrderStatus and Cancel answer without `data` even on success, and the
 * refund answer may add `warningMsg`.
 */
import { type CodedError } from './error-messages';

export interface Envelope {
  errorCode: string;
  errorMsg: string;
  warningMsg?: string;
  data?: unknown;
}

export function success(data: unknown, message = 'ok'): Envelope {
  return { errorCode: '0', errorMsg: message, data };
}

/** ModifyOrderStatus answers `ok`; Cancel (assumed, public material) answers `OK`. */
export function successWithoutData(message = 'ok'): Envelope {
  return { errorCode: '0', errorMsg: message };
}

export function failure(error: CodedError): Envelope {
  return { errorCode: error.code, errorMsg: error.message };
}

/** Thrown by an operation to answer a business error; caught by the request pipeline. */
export class ApiError extends Error {
  constructor(readonly error: CodedError) {
    super(`${error.code} ${error.message}`);
  }
}
