/** Settings → Test connection: what the one harmless read found (electron/main/desk/profiles/connection-tester.ts). */
export const CONNECTION_TEST_EN = {
  'connectionTest.connected': 'Connected: the service accepted the partner id and key.',
  'connectionTest.wrongPartnerId': 'The service does not know this partner id.',
  'connectionTest.wrongPartnerId.next': 'Check the partner id (it is case-sensitive) and save the profile again.',
  'connectionTest.wrongKey': 'The partner key does not match this partner id.',
  'connectionTest.wrongKey.next': 'Enter the partner key again (it replaces the stored one).',
  'connectionTest.invalidBuyer': 'The partner id and key are right, but the service says this buyer is not valid.',
  'connectionTest.invalidBuyer.next': 'Contact the platform to activate this buyer account.',
  'connectionTest.probeAnswered': (p: { order: string; message: string; code: string }) =>
    `The test question (the reimbursement of order "${p.order}", which does not exist) was answered "${p.message}" (${p.code}): the service only says so after accepting the partner id and key.`,
  'connectionTest.tls': 'The secure connection was refused: the server certificate is not trusted.',
  'connectionTest.tls.next': 'Check the address (https host name) with your IT; a proxy may be intercepting the connection.',
  'connectionTest.unreachable': 'The service could not be reached at this address.',
  'connectionTest.unreachable.next': 'Check the API base URL and the network (VPN, proxy, firewall), then test again.',
  'connectionTest.timeout': (p: { seconds: number }) => `The service did not answer within ${p.seconds} s.`,
  'connectionTest.timeout.next': 'Test again in a moment; if it keeps happening, check the address and the network.',
  'connectionTest.notTheApi': 'Something answered at this address, but not the buyer API.',
  'connectionTest.notTheApi.next': 'Check the API base URL (it is the part before /json/…).',
  'connectionTest.detailWithExcerpt': (p: { message: string; excerpt: string }) => `${p.message} ${p.excerpt}`,
};
