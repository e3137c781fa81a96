/** The error catalogue of the wholesale API client: codes per operation, and the typed ApiError. */
export { WHOLESALE_OPERATIONS, isWholesaleOperation, type WholesaleOperation } from './operations';
export { CATALOGUE, DESK_ENTRIES, catalogueEntry, type CatalogueEntry } from './catalogue';
export { describeApiError } from './describe-api-error';
