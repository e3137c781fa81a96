import type { z } from 'zod';
import { defineOperation } from './define';
import {
  cancelRequestSchema,
  emptyInputSchema,
  externalUrlSchema,
  preferencesPatchSchema,
  type AppInfo,
  type CancelOutcome,
  type ExternalOpenOutcome,
  type Preferences,
} from './domains/app';
import type { ConnectionStatus } from './domains/connection';
import { airlineSearchSchema, placeSearchSchema, type AirlineMatch, type PlaceMatch } from './domains/places';
import { priceOfferSchema, pricedOfferRefSchema, type PricedOffer, type PricedOfferSummary } from './domains/pricing';
import { createTestOrderSchema, type TestOrder } from './domains/sandbox-orders';
import { searchRefSchema, shoppingSearchSchema, type RecentSearch, type ShoppingResults } from './domains/shopping';
import {
  profileDraftSchema,
  profileRefSchema,
  type ConnectionTest,
  type DeletedProfile,
  type ProfileList,
  type ProfileSummary,
} from './domains/profiles';

/**
 * Every operation the renderer can ask of main, in both transports. A name is `group.action`;
 * the bridge exposes it as `desk.group.action(input, options)`.
 */
export const operations = {
  'app.info': defineOperation<AppInfo>()(emptyInputSchema),
  'preferences.get': defineOperation<Preferences>()(emptyInputSchema),
  'preferences.update': defineOperation<Preferences>()(preferencesPatchSchema),
  'connection.status': defineOperation<ConnectionStatus>()(emptyInputSchema),
  'requests.cancel': defineOperation<CancelOutcome>()(cancelRequestSchema),
  'external.open': defineOperation<ExternalOpenOutcome>()(externalUrlSchema),
  'profiles.list': defineOperation<ProfileList>()(emptyInputSchema),
  'profiles.active': defineOperation<ProfileSummary>()(emptyInputSchema),
  'profiles.save': defineOperation<ProfileSummary>()(profileDraftSchema),
  'profiles.delete': defineOperation<DeletedProfile>()(profileRefSchema),
  'profiles.activate': defineOperation<ProfileSummary>()(profileRefSchema),
  'profiles.test': defineOperation<ConnectionTest>()(profileRefSchema),
  'places.search': defineOperation<PlaceMatch[]>()(placeSearchSchema),
  'places.airlines': defineOperation<AirlineMatch[]>()(airlineSearchSchema),
  'shopping.search': defineOperation<ShoppingResults>()(shoppingSearchSchema()),
  'shopping.recent': defineOperation<RecentSearch[]>()(emptyInputSchema),
  'shopping.load': defineOperation<ShoppingResults>()(searchRefSchema),
  'pricing.price': defineOperation<PricedOffer>()(priceOfferSchema),
  'pricing.acknowledge': defineOperation<PricedOffer>()(pricedOfferRefSchema),
  'pricing.load': defineOperation<PricedOffer>()(pricedOfferRefSchema),
  'pricing.recent': defineOperation<PricedOfferSummary[]>()(emptyInputSchema),
  'sandbox.createOrder': defineOperation<TestOrder>()(createTestOrderSchema),
  'sandbox.reset': defineOperation<{ reset: true }>()(emptyInputSchema),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationInput<N extends OperationName> = z.input<Operations[N]['input']>;
export type ParsedInput<N extends OperationName> = z.output<Operations[N]['input']>;
export type OperationResult<N extends OperationName> = NonNullable<Operations[N]['result']>;

export function isOperationName(name: string): name is OperationName {
  return Object.prototype.hasOwnProperty.call(operations, name);
}
