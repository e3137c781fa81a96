import type { OperationName } from './operations';

/**
 * The operation names alone, for the preload: it builds `window.desk` from this list without
 * bundling the schemas. The type below fails to compile if the list and the table drift apart.
 */
export const OPERATION_NAMES = [
  'app.info',
  'preferences.get',
  'preferences.update',
  'connection.status',
  'requests.cancel',
  'external.open',
  'profiles.list',
  'profiles.active',
  'profiles.save',
  'profiles.delete',
  'profiles.activate',
  'profiles.test',
  'places.search',
  'places.airlines',
  'shopping.search',
  'shopping.recent',
  'shopping.load',
  'pricing.price',
  'pricing.acknowledge',
  'pricing.load',
  'pricing.recent',
  'sandbox.createOrder',
  'sandbox.reset',
] as const satisfies readonly OperationName[];

type Listed = (typeof OPERATION_NAMES)[number];
type Missing = Exclude<OperationName, Listed>;
/** Compile-time check: every operation of the table is listed. */
export const everyOperationListed: [Missing] extends [never] ? true : Missing = true;
