/**
 * How a desk service is asked to call the service (the wholesale API): the renderer's request can
 * cancel it (`signal`), and its id names the call in the audit and the logs (`requestId`). The
 * renderer's own `CallOptions` (contract/desk-api.ts) only carries the id it may cancel by.
 */
export interface ServiceCallOptions {
  signal: AbortSignal;
  requestId?: string;
}
