import type { Text } from '../../../contract/words';

/** What came back from one HTTP exchange, before the envelope is read. */
export type HttpOutcome =
  | { kind: 'response'; status: number; body: string; contentEncoding: string | null }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'cancelled' }
  /** The connection could not be made: nothing reached the service. */
  | { kind: 'unreachable'; code: string; message: string }
  /** The connection dropped after the request was (or may have been) sent. */
  | { kind: 'dropped'; code: string; message: string }
  | { kind: 'tls'; code: string; message: string }
  /** The body could not be read (e.g. truncated gzip). */
  | { kind: 'unreadable'; message: string }
  /**
   * A 3xx answer, never followed: following would send the signed body (partner id and sign)
   * wherever the Location points, including a plain-http downgrade. Only the target's origin is
   * kept, which is enough to say where it pointed without echoing a path or a query.
   */
  | { kind: 'redirect'; status: number; locationOrigin: Text }
  /** The answer grew past the cap on decompressed bytes (a decompression bomb or a runaway body). */
  | { kind: 'too-large'; limitBytes: number };
