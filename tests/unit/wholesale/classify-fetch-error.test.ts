import { describe, expect, it } from 'vitest';
import { classifyFetchError } from '../../../electron/main/wholesale/transport/classify-fetch-error';

const fetchFailed = (cause: object) => Object.assign(new TypeError('fetch failed'), { cause });

describe('fetch failures', () => {
  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'])('%s means the request never left', (code) => {
    expect(classifyFetchError(fetchFailed({ code, message: `connect ${code}` }))).toMatchObject({ kind: 'unreachable', code });
  });

  it('a port fetch refuses to use ("bad port") never left either', () => {
    expect(classifyFetchError(fetchFailed({ message: 'bad port' }))).toMatchObject({ kind: 'unreachable' });
  });

  it.each(['DEPTH_ZERO_SELF_SIGNED_CERT', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'])('%s is a TLS failure', (code) => {
    expect(classifyFetchError(fetchFailed({ code, message: 'certificate problem' }))).toMatchObject({ kind: 'tls' });
  });

  it('a reset or closed socket is a dropped connection (the request may have arrived)', () => {
    expect(classifyFetchError(fetchFailed({ code: 'ECONNRESET', message: 'read ECONNRESET' }))).toMatchObject({ kind: 'dropped', code: 'ECONNRESET' });
    expect(classifyFetchError(fetchFailed({ code: 'UND_ERR_SOCKET', message: 'other side closed' }))).toMatchObject({ kind: 'dropped' });
  });

  it('a corrupt or truncated gzip body is unreadable', () => {
    expect(classifyFetchError(fetchFailed({ code: 'Z_BUF_ERROR', message: 'unexpected end of file' }))).toMatchObject({ kind: 'unreadable' });
  });

  it('finds the code in a nested cause', () => {
    expect(classifyFetchError(fetchFailed({ message: 'wrapper', cause: { code: 'ECONNREFUSED', message: 'inner' } }))).toMatchObject({ kind: 'unreachable' });
  });
});
