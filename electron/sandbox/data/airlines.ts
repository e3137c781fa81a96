/**
 * Real airlines with their hubs, alliance and ticket-stock prefix (the first three digits of
 * their ticket numbers). Alliances decide who may codeshare and interline; airlines outside one
 * interline only with themselves, which is where virtual interlining (`VI`) comes in.
 */

export type Alliance = 'Star Alliance' | 'SkyTeam' | 'oneworld' | 'none';

/** How far an airline's network reaches from its hubs (see route-network.ts). */
export type NetworkReach = 'global-connector' | 'global' | 'regional';

export interface Airline {
  code: string;
  name: string;
  country: string;
  alliance: Alliance;
  hubs: readonly string[];
  ticketPrefix: string;
  reach: NetworkReach;
}

export const AIRLINES: readonly Airline[] = [
  { code: 'CA', name: 'Air China', country: 'CN', alliance: 'Star Alliance', hubs: ['PEK', 'CTU'], ticketPrefix: '999', reach: 'global' },
  { code: 'MU', name: 'China Eastern Airlines', country: 'CN', alliance: 'SkyTeam', hubs: ['PVG', 'SHA', 'KMG'], ticketPrefix: '781', reach: 'global' },
  { code: 'CZ', name: 'China Southern Airlines', country: 'CN', alliance: 'none', hubs: ['CAN', 'PKX'], ticketPrefix: '784', reach: 'global' },
  { code: 'HU', name: 'Hainan Airlines', country: 'CN', alliance: 'none', hubs: ['HAK', 'PEK'], ticketPrefix: '880', reach: 'regional' },
  { code: 'ZH', name: 'Shenzhen Airlines', country: 'CN', alliance: 'Star Alliance', hubs: ['SZX'], ticketPrefix: '479', reach: 'regional' },
  { code: '3U', name: 'Sichuan Airlines', country: 'CN', alliance: 'none', hubs: ['TFU', 'CKG'], ticketPrefix: '876', reach: 'regional' },
  { code: 'CX', name: 'Cathay Pacific', country: 'HK', alliance: 'oneworld', hubs: ['HKG'], ticketPrefix: '160', reach: 'global' },
  { code: 'SQ', name: 'Singapore Airlines', country: 'SG', alliance: 'Star Alliance', hubs: ['SIN'], ticketPrefix: '618', reach: 'global' },
  { code: 'NH', name: 'All Nippon Airways', country: 'JP', alliance: 'Star Alliance', hubs: ['HND', 'NRT'], ticketPrefix: '205', reach: 'global' },
  { code: 'JL', name: 'Japan Airlines', country: 'JP', alliance: 'oneworld', hubs: ['HND', 'NRT'], ticketPrefix: '131', reach: 'global' },
  { code: 'KE', name: 'Korean Air', country: 'KR', alliance: 'SkyTeam', hubs: ['ICN'], ticketPrefix: '180', reach: 'global' },
  { code: 'TG', name: 'Thai Airways', country: 'TH', alliance: 'Star Alliance', hubs: ['BKK'], ticketPrefix: '217', reach: 'regional' },
  { code: 'MH', name: 'Malaysia Airlines', country: 'MY', alliance: 'oneworld', hubs: ['KUL'], ticketPrefix: '232', reach: 'regional' },
  { code: 'EK', name: 'Emirates', country: 'AE', alliance: 'none', hubs: ['DXB'], ticketPrefix: '176', reach: 'global-connector' },
  { code: 'QR', name: 'Qatar Airways', country: 'QA', alliance: 'oneworld', hubs: ['DOH'], ticketPrefix: '157', reach: 'global-connector' },
  { code: 'TK', name: 'Turkish Airlines', country: 'TR', alliance: 'Star Alliance', hubs: ['IST'], ticketPrefix: '235', reach: 'global-connector' },
  { code: 'LH', name: 'Lufthansa', country: 'DE', alliance: 'Star Alliance', hubs: ['FRA', 'MUC'], ticketPrefix: '220', reach: 'global' },
  { code: 'BA', name: 'British Airways', country: 'GB', alliance: 'oneworld', hubs: ['LHR'], ticketPrefix: '125', reach: 'global' },
  { code: 'AF', name: 'Air France', country: 'FR', alliance: 'SkyTeam', hubs: ['CDG'], ticketPrefix: '057', reach: 'global' },
  { code: 'KL', name: 'KLM Royal Dutch Airlines', country: 'NL', alliance: 'SkyTeam', hubs: ['AMS'], ticketPrefix: '074', reach: 'global' },
  { code: 'UA', name: 'United Airlines', country: 'US', alliance: 'Star Alliance', hubs: ['EWR', 'ORD', 'SFO'], ticketPrefix: '016', reach: 'global' },
  { code: 'AA', name: 'American Airlines', country: 'US', alliance: 'oneworld', hubs: ['DFW', 'MIA'], ticketPrefix: '001', reach: 'global' },
  { code: 'DL', name: 'Delta Air Lines', country: 'US', alliance: 'SkyTeam', hubs: ['ATL', 'JFK', 'SEA'], ticketPrefix: '006', reach: 'global' },
  { code: 'AC', name: 'Air Canada', country: 'CA', alliance: 'Star Alliance', hubs: ['YYZ', 'YVR'], ticketPrefix: '014', reach: 'global' },
  { code: 'QF', name: 'Qantas', country: 'AU', alliance: 'oneworld', hubs: ['SYD', 'MEL'], ticketPrefix: '081', reach: 'global' },
  { code: 'ET', name: 'Ethiopian Airlines', country: 'ET', alliance: 'Star Alliance', hubs: ['ADD'], ticketPrefix: '071', reach: 'global' },
  { code: 'LA', name: 'LATAM Airlines', country: 'CL', alliance: 'none', hubs: ['SCL', 'GRU', 'LIM'], ticketPrefix: '045', reach: 'regional' },
];

const byCode = new Map(AIRLINES.map((entry) => [entry.code, entry]));

export function airlineByCode(code: string): Airline | undefined {
  return byCode.get(code);
}

/** Bilateral interline agreements outside the alliances (sorted pair). */
const BILATERAL_INTERLINE = new Set(['EK|QF', 'CZ|KL', 'HU|TK']);

/**
 * Carriers that may be ticketed together: the same airline, alliance partners, two mainland
 * Chinese carriers (domestic interline) or a bilateral agreement. Any other combination can
 * only be sold as virtual interlining.
 */
export function areInterlinePartners(first: string, second: string): boolean {
  if (first === second) return true;
  const a = byCode.get(first);
  const b = byCode.get(second);
  if (!a || !b) return false;
  if (a.alliance !== 'none' && a.alliance === b.alliance) return true;
  if (a.country === 'CN' && b.country === 'CN') return true;
  return BILATERAL_INTERLINE.has([a.code, b.code].sort().join('|'));
}
