/** The error catalogue of the wholesale API client: codes per operation, and the typed ApiError. */
export { WHOLESALE_OPERATIONS, ASSUMED_OPERATIONS, ALL_OPERATIONS, isWholesaleOperation, isAssumedOperation, type WholesaleOperation, type SpecOperation, type AssumedOperation } from './operations';
export { CATALOGUE, DESK_ENTRIES, catalogueEntry, type CatalogueEntry } from './catalogue';
export { describeApiError } from './describe-api-error';
