/**
 * What the sandbox does with a connection whose bytes are not HTTP (a malformed request line, a
 * header too large, a time-out while sending the request) or that failed underneath (reset).
 *
 * The connection is always destroyed, never only half-closed: a half-closed socket waits for the
 * client to close its side, and a client that never reads never does (the socket sits in
 * FIN-WAIT-2, still counted against the connection cap). A review held all 1,024 places that way.
 */
import type { Duplex } from 'node:stream';

/** Node's parser errors (HPE_…) and its request time-out: the client sent something that is not a request in time. */
const ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  const code = error.code ?? '';
  const isRequestFault = code.startsWith('HPE_') || code in ANSWERS;
  // Only a fault of the request itself gets an answer: on a reset or a failure mid-answer, bytes
  // written now would land in the middle of another answer, or nowhere.
  if (isRequestFault && socket.writable) {
    // One small write: it is handed to the kernel at once, so destroying right after still sends it.
    socket.write(`HTTP/1.1 ${ANSWERS[code] ?? '400 Bad Request'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  }
  socket.destroy();
}
