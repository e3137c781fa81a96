/** The status bar's connection detail: what the last call to the active profile's service saw (electron/main/wholesale/client.ts, desk/connection-monitor.ts). */
export const CONNECTION_EN = {
  'connection.notChecked': 'No call made to the service yet.',
  'connection.answered': (p: { status: number }) => `The service answered (HTTP ${p.status}).`,
  'connection.answeredTooLarge': 'The service answered (too large to read).',
  'connection.unreachable': 'The service could not be reached.',
  'connection.tlsRefused': 'The secure connection was refused (TLS).',
  'connection.timeout': 'The service did not answer in time.',
  'connection.dropped': 'The connection dropped.',
};
