/**
 * Product tags of Shopping V8 ("prices per product tag"). The sandbox sells three products on
 * every itinerary and cabin; a search with `tag: ""` returns all of them, a valid tag only that
 * one, and any other tag answers B195.
 *
 * - SAVER: the cheapest booking code with seats on each segment; restrictive rules.
 * - STANDARD: the next booking code up; one checked bag, cheaper changes.
 * - FLEX: the cabin's full fare; refundable and changeable, more baggage.
 */
export type Product = 'SAVER' | 'STANDARD' | 'FLEX';

export const PRODUCTS: readonly Product[] = ['SAVER', 'STANDARD', 'FLEX'];

/** The valid values of `search.tag` besides "" (which means every product). */
export const VALID_TAGS: readonly string[] = PRODUCTS;

/** `fareType` on the wire: the platform's negotiated products are PRIVATE, airline fares PUBLIC. */
export function fareTypeOf(product: Product): 'PRIVATE' | 'PUBLIC' {
  return product === 'FLEX' ? 'PUBLIC' : 'PRIVATE';
}

export function parseProduct(text: string): Product | undefined {
  return PRODUCTS.find((product) => product === text);
}
