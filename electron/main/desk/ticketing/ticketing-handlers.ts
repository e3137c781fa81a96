import type { Handler } from '../../transports/dispatch/handler-table';
import type { TicketingService } from './ticketing-service';

export function ticketingHandlers(ticketing: TicketingService) {
  return {
    'ticketing.queue': (async () => ticketing.queue()) satisfies Handler<'ticketing.queue'>,
    'ticketing.prepare': (({ orderNum, refresh }, { signal, requestId }) => ticketing.prepare(orderNum, refresh, { signal, requestId })) satisfies Handler<'ticketing.prepare'>,
    'ticketing.pay': ((input, { signal, requestId }) => ticketing.pay(input, { signal, requestId })) satisfies Handler<'ticketing.pay'>,
    'ticketing.check': (({ orderId }, { signal, requestId }) => ticketing.check(orderId, { signal, requestId })) satisfies Handler<'ticketing.check'>,
    'ticketing.forceIssue': (({ orderId }, { signal, requestId }) => ticketing.forceIssue(orderId, { signal, requestId })) satisfies Handler<'ticketing.forceIssue'>,
    'ticketing.acknowledgePrice': (async ({ orderId }) => ticketing.acknowledgePrice(orderId)) satisfies Handler<'ticketing.acknowledgePrice'>,
  };
}
