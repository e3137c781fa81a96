/**
 * What the desk's transports say: a call that crashed or reused a running request id
 * (electron/main/transports/dispatch/), a page that may not call the desk (ipc/ipc-transport.ts)
 * and the browser host's refusals (web/request-guard.ts, web/web-host.ts).
 */
export const DESK_HOST_EN = {
  'deskHost.unexpectedProblem': (p: { operation: string }) => `The desk hit an unexpected problem in ${p.operation}. It was logged; try again.`,
  'deskHost.requestIdInUse': (p: { requestId: string }) => `requestId ${p.requestId} is already in use by a running call.`,
  'deskHost.bridge': 'desk bridge',
  'deskHost.pageMayNotCall': 'This page may not call the desk.',
  'deskHost.useTheDeskWindow': 'Use the desk window.',
  'deskHost.notThisDesk': (p: { host: string }) => `Host "${p.host}" is not this desk. Open the address printed at launch.`,
  'deskHost.originRefused': (p: { origin: string }) => `Origin "${p.origin}" may not call this desk.`,
  'deskHost.noSession': 'This tab has no desk session. Open the address printed at launch.',
  'deskHost.unknownSession': 'This tab holds no session of this desk (it was restarted, or the session was replaced).',
  'deskHost.host': 'desk host',
  'deskHost.session': 'desk session',
  'deskHost.hostProblem': 'The desk host hit an unexpected problem.',
  'deskHost.targetNotAPath': 'The request target is not a path of this desk.',
  'deskHost.tooManyEventStreams': 'Too many desk event streams are open (one per tab).',
  'deskHost.tooManyEventStreams.fix': 'Close desk tabs you no longer use, then reload this one.',
  'deskHost.noSuchRoute': (p: { path: string }) => `No such desk route: ${p.path}.`,
  'deskHost.usePost': 'Desk operations are called with POST.',
  'deskHost.unknownOperation': (p: { name: string }) => `Unknown desk operation "${p.name}".`,
  'deskHost.addressExpired': (p: { minutes: number }) => `This desk address has expired: an address opens a tab only within ${p.minutes} minutes of being printed.`,
  'deskHost.addressExpired.fix': 'Press Enter in the terminal where the desk runs for a fresh address, and open it.',
  'deskHost.addressUsed': 'This desk address was already used (or is not one of this desk): each address opens one tab, once.',
  'deskHost.addressUsed.fix': 'Press Enter in the terminal where the desk runs for a new address, or restart it (npm start).',
  'deskHost.bodyNotJsonType': 'The request body must be sent as application/json.',
  'deskHost.bodyTooLarge': (p: { limit: number }) => `The request body is larger than ${p.limit} bytes.`,
  'deskHost.bodyNotJson': 'The request body is not valid JSON.',
  'deskHost.openFromLaunchAddress': 'Open the desk from the address printed when it started (press Enter in its terminal for a new one).',
};
