import airportsData from 'aircodes/data/airports.json';
import airlinesData from 'aircodes/data/airlines.json';
import chineseNames from '../../../../resources/data/chinese-place-names.json';
import cityCodes from '../../../../resources/data/city-codes.json';
import type { AirlineMatch, PlaceMatch } from '../../../contract/domains/places';
import type { Language } from '../../../contract/domains/language';
import type { PlaceName } from '../../../contract/domains/shopping';
import { word } from '../../../contract/words';

interface AirportRecord {
  iata: string;
  name: string;
  city: string;
  country: string;
}

interface AirlineRecord {
  iata: string;
  name: string;
}

interface ChineseName {
  city: string;
  airport?: string;
  /** The airport's own name without the city (浦东 for PVG), so 上海浦东 and 浦东 both find it. */
  short?: string;
}

const CHINESE: Readonly<Record<string, ChineseName>> = chineseNames.places;

/** The Chinese names of the table's countries, keyed by the dataset's English name, for the suggestion's "where" line in Chinese. */
const COUNTRIES_ZH: Readonly<Record<string, string>> = chineseNames.countries;

/** How the airport dataset names its metropolitan pseudo-airports ("metropolitan area4"). */
const METROPOLITAN_PLACEHOLDER = /^metropolitan area\d*$/i;

/**
 * A code that is both a city and an airport (SHA, CTU, BKK) is the airport only, as the service
 * reads it (docs/sandbox.md): resources/data/city-codes.json does not list those as cities.
 *
 * The local airport, city and airline dataset (npm `aircodes`, MIT, from OpenFlights and
 * avcodes; plus the desk's own metropolitan city codes). Autocomplete and result enrichment
 * never touch the network.
 */
export class PlaceDirectory {
  private readonly places = new Map<string, PlaceMatch>();
  private readonly airlines = new Map<string, string>();
  /** Lower-cased "code city name country" per place, searched with plain string scans. */
  private readonly haystack: { match: PlaceMatch; text: string }[] = [];

  constructor() {
    for (const city of cityCodes.cities) {
      this.add({ code: city.code, kind: 'city', name: word('en', 'places.allAirports', { city: city.city }), city: city.city, country: city.country, airports: city.airports });
    }
    for (const airport of airportsData as AirportRecord[]) {
      if (!/^[A-Z]{3}$/.test(airport.iata) || this.places.has(airport.iata)) continue;
      // The dataset lists metropolitan codes as pseudo-airports named "metropolitan area4": they
      // are city codes. Ours (with their airports) come first; the others join as cities.
      if (METROPOLITAN_PLACEHOLDER.test(airport.name)) {
        this.add({ code: airport.iata, kind: 'city', name: word('en', 'places.allAirports', { city: airport.city }), city: airport.city, country: airport.country, airports: [] });
        continue;
      }
      this.add({ code: airport.iata, kind: 'airport', name: airport.name, city: airport.city || airport.name, country: airport.country, airports: [] });
    }
    for (const airline of airlinesData as AirlineRecord[]) {
      // Entries like "0E*" are historic duplicates; cargo arms share the passenger airline's code.
      if (!/^[A-Z0-9]{2}$/.test(airline.iata)) continue;
      const known = this.airlines.get(airline.iata);
      if (!known || (/cargo/i.test(known) && !/cargo/i.test(airline.name))) this.airlines.set(airline.iata, airline.name);
    }
  }

  /**
   * Code, English name (for a Chinese city that is its pinyin: beijing) or, for the places of
   * resources/data/chinese-place-names.json, the Chinese city or airport name (北京, 上海浦东,
   * 浦东). In Chinese (`language`, the desk's) the suggestions are named in Chinese where the table has them.
   */
  search(query: string, limit: number, language: Language): PlaceMatch[] {
    return this.find(query, limit).map((match) => (language === 'zh-CN' ? inChineseWords(match) : match));
  }

  private find(query: string, limit: number): PlaceMatch[] {
    const needle = query.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!needle) return [];
    // The code typed exactly comes first, however many names start with the same letters (SHA).
    const exact = this.places.get(needle.toUpperCase());
    const cityStart: PlaceMatch[] = [];
    const anywhere: PlaceMatch[] = [];
    for (const { match, text } of this.haystack) {
      if (match === exact) continue;
      const chinese = CHINESE[match.code];
      if (match.city.toLowerCase().startsWith(needle) || match.name.toLowerCase().startsWith(needle) || chinese?.city.startsWith(needle)) cityStart.push(match);
      else if (text.includes(needle)) anywhere.push(match);
      if (cityStart.length >= limit * 4) break;
    }
    // City codes first among equals: they cover several airports.
    const byKind = (a: PlaceMatch, b: PlaceMatch) => (a.kind === b.kind ? 0 : a.kind === 'city' ? -1 : 1);
    return [...(exact ? [exact] : []), ...cityStart.sort(byKind), ...anywhere].slice(0, limit);
  }

  searchAirlines(query: string, limit: number): AirlineMatch[] {
    const needle = query.trim().toLowerCase();
    const exact: AirlineMatch[] = [];
    const partial: AirlineMatch[] = [];
    for (const [code, name] of this.airlines) {
      if (code.toLowerCase() === needle) exact.push({ code, name });
      else if (name.toLowerCase().includes(needle)) partial.push({ code, name });
    }
    return [...exact, ...partial].slice(0, limit);
  }

  placeName(code: string): PlaceName | undefined {
    const place = this.places.get(code);
    return place ? { name: place.name, city: place.city, country: place.country } : undefined;
  }

  /** The Chinese city and airport names of resources/data/chinese-place-names.json (customer documents). */
  chineseName(code: string): { city: string; airport: string | null } | undefined {
    const known = CHINESE[code];
    return known ? { city: known.city, airport: known.airport ?? null } : undefined;
  }

  airlineName(code: string): string | undefined {
    return this.airlines.get(code);
  }

  /** Names for every code that the dataset knows, for a result set; places in Chinese where the table has them when `language` is Chinese. */
  namesFor(placeCodes: Iterable<string>, airlineCodes: Iterable<string>, language: Language): { places: Record<string, PlaceName>; airlines: Record<string, string> } {
    const places: Record<string, PlaceName> = {};
    for (const code of placeCodes) {
      const name = this.placeName(code);
      if (name) places[code] = name;
    }
    if (language === 'zh-CN') for (const [code, name] of Object.entries(places)) places[code] = chinesePlaceName(code, name);
    const airlines: Record<string, string> = {};
    for (const code of airlineCodes) {
      const name = this.airlineName(code);
      if (name) airlines[code] = name;
    }
    return { places, airlines };
  }

  private add(match: PlaceMatch): void {
    this.places.set(match.code, match);
    const chinese = CHINESE[match.code];
    const chineseText = chinese ? [chinese.city, chinese.airport ?? '', chinese.short ? `${chinese.city}${chinese.short}` : ''] : [];
    this.haystack.push({ match, text: textOf(match.code, match.city, match.name, match.country, ...chineseText) });
  }
}

/** A suggestion in Chinese words where the table has them; the code and the airports stay. */
function inChineseWords(match: PlaceMatch): PlaceMatch {
  const chinese = CHINESE[match.code];
  const country = COUNTRIES_ZH[match.country] ?? match.country;
  if (!chinese) return { ...match, country };
  const name = match.kind === 'city' ? word('zh-CN', 'places.allAirports', { city: chinese.city }) : (chinese.airport ?? match.name);
  return { ...match, name, city: chinese.city, country };
}

function chinesePlaceName(code: string, name: PlaceName): PlaceName {
  const chinese = CHINESE[code];
  const country = COUNTRIES_ZH[name.country] ?? name.country;
  return chinese ? { name: chinese.airport ?? word('zh-CN', 'places.allAirports', { city: chinese.city }), city: chinese.city, country } : { ...name, country };
}

function textOf(...parts: string[]): string {
  return parts.join(' ').toLowerCase();
}
