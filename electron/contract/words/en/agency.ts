/**
 * Team sync's words (docs/team-sync.md): Settings → Agency server's test and its refusals
 * (desk/agency/agency-service.ts), and the agency's lock around a payment or a refund
 * (desk/agency/agency-lock.ts).
 */
export const AGENCY_EN = {
  'agency.saveServerFirst': 'Save an agency server first.',
  'agency.saveServerFirst.field': 'Agency server: save one first.',
  'agency.typePassword': 'Type the agency server’s password and save.',
  'agency.passwordRequired': 'Password is required.',
  'agency.test.current': (p: { version: number }) => `Connected; the server's schema is version ${p.version}.`,
  'agency.test.missing': 'Connected, but the server is not prepared yet: prepare it with the owner’s login.',
  'agency.test.behind': (p: { version: number; needed: number }) => `Connected; the server needs upgrading from version ${p.version} to ${p.needed} with the owner’s login.`,
  'agency.test.newer': (p: { version: number }) => `Connected; a newer desk upgraded the server to version ${p.version}. Update this desk; it keeps working locally.`,
  'agency.handOverNeedsSync': 'Hand-over needs team sync (Settings → Agency server) and an order of a shared account.',
  'agency.handOverNotReadBack': 'The hand-over was recorded but could not be read back.',
  'agency.tlsRequired': 'TLS: a server that is not on this computer needs verify-full (the certificate and the host name checked).',
  'agency.problem.password': 'The agency server refused the user name or password.',
  'agency.problem.noDatabase': 'The agency server has no database of that name.',
  'agency.problem.refused': 'Nothing answers at that host and port: is the server running?',
  'agency.problem.unknownHost': 'That host name is not known.',
  'agency.problem.notOwner': 'That login may not prepare the server: use the schema owner’s login.',
  'agency.problem.certificate': (p: { message: string }) => `The server's certificate could not be verified: ${p.message}`,
  'agency.problem.unreachable': (p: { message: string }) => `The agency server could not be reached: ${p.message}`,
  'agency.lock.heldTicketing': (p: { name: string; code: string; since: string }) => `This order is being paid by ${p.name} (${p.code}) since ${p.since} your time.`,
  'agency.lock.heldRefund': (p: { name: string; code: string; since: string }) => `A refund of this order is being submitted by ${p.name} (${p.code}) since ${p.since} your time.`,
  'agency.lock.heldNext': (p: { name: string }) =>
    `Wait for it (the order updates by itself), or ask ${p.name}. Take it over only if you are sure that desk has stopped: the lock frees itself two minutes after it was last renewed.`,
  'agency.lock.offlineTicketing': 'The agency server cannot be reached, so this desk cannot lock the order against a payment from another desk.',
  'agency.lock.offlineRefund': 'The agency server cannot be reached, so this desk cannot lock the order against a refund from another desk.',
  'agency.lock.offlineNext': (p: { reason: string }) =>
    `Try again when the server is back, or go on without the agency lock if you are sure no one else is handling this order (every desk will see that you did). (${p.reason})`,
};
