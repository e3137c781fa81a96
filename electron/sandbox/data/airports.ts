/**
 * A curated list of real airports: IATA code, city, country, IANA time zone and coordinates.
 * Coordinates feed the great-circle flying time; time zones feed local departure/arrival times.
 * `terminals` lists the terminal names an airline may use there; an empty list means the
 * airport has no numbered terminals (the service then answers `arrivalTerminal: "0"`).
 */

export type Continent = 'Asia' | 'Europe' | 'North America' | 'South America' | 'Africa' | 'Oceania';

export interface Airport {
  code: string;
  name: string;
  city: string;
  /** The IATA metropolitan code the airport belongs to (BJS for PEK and PKX). */
  cityCode: string;
  /** ISO 3166 alpha-2 */
  country: string;
  continent: Continent;
  timeZone: string;
  latitude: number;
  longitude: number;
  terminals: readonly string[];
}

const airport = (
  code: string,
  name: string,
  city: string,
  cityCode: string,
  country: string,
  continent: Continent,
  timeZone: string,
  latitude: number,
  longitude: number,
  terminals: readonly string[],
): Airport => ({ code, name, city, cityCode, country, continent, timeZone, latitude, longitude, terminals });

export const AIRPORTS: readonly Airport[] = [
  // Mainland China, Hong Kong and Taiwan
  airport('PEK', 'Beijing Capital International', 'Beijing', 'BJS', 'CN', 'Asia', 'Asia/Shanghai', 40.0801, 116.5846, ['2', '3']),
  airport('PKX', 'Beijing Daxing International', 'Beijing', 'BJS', 'CN', 'Asia', 'Asia/Shanghai', 39.5098, 116.4105, []),
  airport('PVG', 'Shanghai Pudong International', 'Shanghai', 'SHA', 'CN', 'Asia', 'Asia/Shanghai', 31.1443, 121.8083, ['1', '2']),
  airport('SHA', 'Shanghai Hongqiao International', 'Shanghai', 'SHA', 'CN', 'Asia', 'Asia/Shanghai', 31.1979, 121.3363, ['1', '2']),
  airport('CAN', 'Guangzhou Baiyun International', 'Guangzhou', 'CAN', 'CN', 'Asia', 'Asia/Shanghai', 23.3924, 113.2988, ['1', '2']),
  airport('SZX', "Shenzhen Bao'an International", 'Shenzhen', 'SZX', 'CN', 'Asia', 'Asia/Shanghai', 22.6393, 113.8107, ['3']),
  airport('CTU', 'Chengdu Shuangliu International', 'Chengdu', 'CTU', 'CN', 'Asia', 'Asia/Shanghai', 30.5785, 103.9471, ['1', '2']),
  airport('TFU', 'Chengdu Tianfu International', 'Chengdu', 'CTU', 'CN', 'Asia', 'Asia/Shanghai', 30.3125, 104.4417, ['1', '2']),
  airport('CKG', 'Chongqing Jiangbei International', 'Chongqing', 'CKG', 'CN', 'Asia', 'Asia/Shanghai', 29.7192, 106.6417, ['2', '3']),
  airport('KMG', 'Kunming Changshui International', 'Kunming', 'KMG', 'CN', 'Asia', 'Asia/Shanghai', 25.1019, 102.9292, []),
  airport('XIY', "Xi'an Xianyang International", 'Xi\'an', 'SIA', 'CN', 'Asia', 'Asia/Shanghai', 34.4471, 108.7516, ['2', '3']),
  airport('HGH', 'Hangzhou Xiaoshan International', 'Hangzhou', 'HGH', 'CN', 'Asia', 'Asia/Shanghai', 30.2295, 120.4344, ['3', '4']),
  airport('WUH', 'Wuhan Tianhe International', 'Wuhan', 'WUH', 'CN', 'Asia', 'Asia/Shanghai', 30.7838, 114.2081, ['3']),
  airport('XMN', 'Xiamen Gaoqi International', 'Xiamen', 'XMN', 'CN', 'Asia', 'Asia/Shanghai', 24.5440, 118.1277, ['3', '4']),
  airport('HAK', 'Haikou Meilan International', 'Haikou', 'HAK', 'CN', 'Asia', 'Asia/Shanghai', 19.9349, 110.4590, ['1', '2']),
  airport('HKG', 'Hong Kong International', 'Hong Kong', 'HKG', 'HK', 'Asia', 'Asia/Hong_Kong', 22.3080, 113.9185, ['1']),
  airport('TPE', 'Taiwan Taoyuan International', 'Taipei', 'TPE', 'TW', 'Asia', 'Asia/Taipei', 25.0797, 121.2342, ['1', '2']),
  // Rest of Asia and the Middle East
  airport('NRT', 'Tokyo Narita International', 'Tokyo', 'TYO', 'JP', 'Asia', 'Asia/Tokyo', 35.7720, 140.3929, ['1', '2']),
  airport('HND', 'Tokyo Haneda', 'Tokyo', 'TYO', 'JP', 'Asia', 'Asia/Tokyo', 35.5494, 139.7798, ['2', '3']),
  airport('KIX', 'Osaka Kansai International', 'Osaka', 'OSA', 'JP', 'Asia', 'Asia/Tokyo', 34.4320, 135.2304, ['1']),
  airport('ICN', 'Seoul Incheon International', 'Seoul', 'SEL', 'KR', 'Asia', 'Asia/Seoul', 37.4602, 126.4407, ['1', '2']),
  airport('SIN', 'Singapore Changi', 'Singapore', 'SIN', 'SG', 'Asia', 'Asia/Singapore', 1.3644, 103.9915, ['1', '2', '3']),
  airport('BKK', 'Bangkok Suvarnabhumi', 'Bangkok', 'BKK', 'TH', 'Asia', 'Asia/Bangkok', 13.6900, 100.7501, []),
  airport('KUL', 'Kuala Lumpur International', 'Kuala Lumpur', 'KUL', 'MY', 'Asia', 'Asia/Kuala_Lumpur', 2.7456, 101.7099, ['1']),
  airport('MNL', 'Manila Ninoy Aquino International', 'Manila', 'MNL', 'PH', 'Asia', 'Asia/Manila', 14.5086, 121.0194, ['1', '3']),
  airport('SGN', 'Ho Chi Minh City Tan Son Nhat', 'Ho Chi Minh City', 'SGN', 'VN', 'Asia', 'Asia/Ho_Chi_Minh', 10.8188, 106.6520, ['2']),
  airport('CGK', 'Jakarta Soekarno-Hatta International', 'Jakarta', 'JKT', 'ID', 'Asia', 'Asia/Jakarta', -6.1256, 106.6559, ['2', '3']),
  airport('DEL', 'Delhi Indira Gandhi International', 'Delhi', 'DEL', 'IN', 'Asia', 'Asia/Kolkata', 28.5562, 77.1000, ['3']),
  airport('BOM', 'Mumbai Chhatrapati Shivaji Maharaj International', 'Mumbai', 'BOM', 'IN', 'Asia', 'Asia/Kolkata', 19.0896, 72.8656, ['2']),
  airport('DXB', 'Dubai International', 'Dubai', 'DXB', 'AE', 'Asia', 'Asia/Dubai', 25.2532, 55.3657, ['1', '3']),
  airport('DOH', 'Doha Hamad International', 'Doha', 'DOH', 'QA', 'Asia', 'Asia/Qatar', 25.2731, 51.6081, []),
  // Europe
  airport('IST', 'Istanbul Airport', 'Istanbul', 'IST', 'TR', 'Europe', 'Europe/Istanbul', 41.2753, 28.7519, []),
  airport('LHR', 'London Heathrow', 'London', 'LON', 'GB', 'Europe', 'Europe/London', 51.4700, -0.4543, ['2', '3', '5']),
  airport('LGW', 'London Gatwick', 'London', 'LON', 'GB', 'Europe', 'Europe/London', 51.1537, -0.1821, ['N', 'S']),
  airport('CDG', 'Paris Charles de Gaulle', 'Paris', 'PAR', 'FR', 'Europe', 'Europe/Paris', 49.0097, 2.5479, ['1', '2E', '2F']),
  airport('FRA', 'Frankfurt am Main', 'Frankfurt', 'FRA', 'DE', 'Europe', 'Europe/Berlin', 50.0379, 8.5622, ['1', '2']),
  airport('MUC', 'Munich', 'Munich', 'MUC', 'DE', 'Europe', 'Europe/Berlin', 48.3537, 11.7750, ['1', '2']),
  airport('AMS', 'Amsterdam Schiphol', 'Amsterdam', 'AMS', 'NL', 'Europe', 'Europe/Amsterdam', 52.3105, 4.7683, []),
  airport('MAD', 'Madrid Barajas', 'Madrid', 'MAD', 'ES', 'Europe', 'Europe/Madrid', 40.4983, -3.5676, ['1', '4']),
  airport('BCN', 'Barcelona El Prat', 'Barcelona', 'BCN', 'ES', 'Europe', 'Europe/Madrid', 41.2974, 2.0833, ['1', '2']),
  airport('FCO', 'Rome Fiumicino', 'Rome', 'ROM', 'IT', 'Europe', 'Europe/Rome', 41.8003, 12.2389, ['1', '3']),
  airport('ZRH', 'Zurich', 'Zurich', 'ZRH', 'CH', 'Europe', 'Europe/Zurich', 47.4647, 8.5492, []),
  airport('VIE', 'Vienna International', 'Vienna', 'VIE', 'AT', 'Europe', 'Europe/Vienna', 48.1103, 16.5697, ['1', '3']),
  airport('CPH', 'Copenhagen Kastrup', 'Copenhagen', 'CPH', 'DK', 'Europe', 'Europe/Copenhagen', 55.6180, 12.6508, ['2', '3']),
  airport('HEL', 'Helsinki-Vantaa', 'Helsinki', 'HEL', 'FI', 'Europe', 'Europe/Helsinki', 60.3172, 24.9633, ['2']),
  airport('DUB', 'Dublin', 'Dublin', 'DUB', 'IE', 'Europe', 'Europe/Dublin', 53.4264, -6.2499, ['1', '2']),
  airport('LIS', 'Lisbon Humberto Delgado', 'Lisbon', 'LIS', 'PT', 'Europe', 'Europe/Lisbon', 38.7742, -9.1342, ['1']),
  // North America
  airport('JFK', 'New York John F. Kennedy International', 'New York', 'NYC', 'US', 'North America', 'America/New_York', 40.6413, -73.7781, ['1', '4', '8']),
  airport('EWR', 'Newark Liberty International', 'New York', 'NYC', 'US', 'North America', 'America/New_York', 40.6895, -74.1745, ['B', 'C']),
  airport('BOS', 'Boston Logan International', 'Boston', 'BOS', 'US', 'North America', 'America/New_York', 42.3656, -71.0096, ['B', 'E']),
  airport('ORD', "Chicago O'Hare International", 'Chicago', 'CHI', 'US', 'North America', 'America/Chicago', 41.9742, -87.9073, ['1', '3', '5']),
  airport('ATL', 'Atlanta Hartsfield-Jackson International', 'Atlanta', 'ATL', 'US', 'North America', 'America/New_York', 33.6407, -84.4277, ['N', 'S', 'I']),
  airport('DFW', 'Dallas/Fort Worth International', 'Dallas', 'DFW', 'US', 'North America', 'America/Chicago', 32.8998, -97.0403, ['A', 'D']),
  airport('LAX', 'Los Angeles International', 'Los Angeles', 'LAX', 'US', 'North America', 'America/Los_Angeles', 33.9416, -118.4085, ['4', '7', 'B']),
  airport('SFO', 'San Francisco International', 'San Francisco', 'SFO', 'US', 'North America', 'America/Los_Angeles', 37.6213, -122.3790, ['2', '3', 'I']),
  airport('SEA', 'Seattle-Tacoma International', 'Seattle', 'SEA', 'US', 'North America', 'America/Los_Angeles', 47.4502, -122.3088, []),
  airport('MIA', 'Miami International', 'Miami', 'MIA', 'US', 'North America', 'America/New_York', 25.7959, -80.2870, ['N', 'S']),
  airport('YVR', 'Vancouver International', 'Vancouver', 'YVR', 'CA', 'North America', 'America/Vancouver', 49.1967, -123.1815, ['M']),
  airport('YYZ', 'Toronto Pearson International', 'Toronto', 'YTO', 'CA', 'North America', 'America/Toronto', 43.6777, -79.6248, ['1', '3']),
  airport('MEX', 'Mexico City International', 'Mexico City', 'MEX', 'MX', 'North America', 'America/Mexico_City', 19.4361, -99.0719, ['1', '2']),
  // South America
  airport('GRU', 'São Paulo Guarulhos International', 'São Paulo', 'SAO', 'BR', 'South America', 'America/Sao_Paulo', -23.4356, -46.4731, ['2', '3']),
  airport('EZE', 'Buenos Aires Ministro Pistarini International', 'Buenos Aires', 'BUE', 'AR', 'South America', 'America/Argentina/Buenos_Aires', -34.8222, -58.5358, ['A']),
  airport('SCL', 'Santiago Arturo Merino Benítez International', 'Santiago', 'SCL', 'CL', 'South America', 'America/Santiago', -33.3930, -70.7858, []),
  airport('BOG', 'Bogotá El Dorado International', 'Bogotá', 'BOG', 'CO', 'South America', 'America/Bogota', 4.7016, -74.1469, ['1']),
  airport('LIM', 'Lima Jorge Chávez International', 'Lima', 'LIM', 'PE', 'South America', 'America/Lima', -12.0219, -77.1143, []),
  // Africa
  airport('JNB', 'Johannesburg O. R. Tambo International', 'Johannesburg', 'JNB', 'ZA', 'Africa', 'Africa/Johannesburg', -26.1367, 28.2411, ['A']),
  airport('CAI', 'Cairo International', 'Cairo', 'CAI', 'EG', 'Africa', 'Africa/Cairo', 30.1219, 31.4056, ['2', '3']),
  airport('ADD', 'Addis Ababa Bole International', 'Addis Ababa', 'ADD', 'ET', 'Africa', 'Africa/Addis_Ababa', 8.9779, 38.7993, ['2']),
  airport('NBO', 'Nairobi Jomo Kenyatta International', 'Nairobi', 'NBO', 'KE', 'Africa', 'Africa/Nairobi', -1.3192, 36.9278, ['1A']),
  airport('CMN', 'Casablanca Mohammed V International', 'Casablanca', 'CAS', 'MA', 'Africa', 'Africa/Casablanca', 33.3675, -7.5898, ['1']),
  airport('LOS', 'Lagos Murtala Muhammed International', 'Lagos', 'LOS', 'NG', 'Africa', 'Africa/Lagos', 6.5774, 3.3212, []),
  // Oceania
  airport('SYD', 'Sydney Kingsford Smith', 'Sydney', 'SYD', 'AU', 'Oceania', 'Australia/Sydney', -33.9399, 151.1753, ['1']),
  airport('MEL', 'Melbourne Tullamarine', 'Melbourne', 'MEL', 'AU', 'Oceania', 'Australia/Melbourne', -37.6690, 144.8410, ['2']),
  airport('BNE', 'Brisbane', 'Brisbane', 'BNE', 'AU', 'Oceania', 'Australia/Brisbane', -27.3842, 153.1175, []),
  airport('AKL', 'Auckland', 'Auckland', 'AKL', 'NZ', 'Oceania', 'Pacific/Auckland', -37.0082, 174.7850, ['I']),
];

const byCode = new Map(AIRPORTS.map((entry) => [entry.code, entry]));

export function airportByCode(code: string): Airport | undefined {
  return byCode.get(code);
}

/**
 * The airports a search code stands for: an airport code, or a metropolitan code such as BJS
 * (PEK, PKX), TYO (NRT, HND) or LON (LHR, LGW). SHA is both an airport and Shanghai's city code:
 * as the service does, a code that is an airport means that airport.
 */
export function airportsForSearchCode(code: string): readonly Airport[] {
  const direct = byCode.get(code);
  if (direct) return [direct];
  return AIRPORTS.filter((entry) => entry.cityCode === code);
}
