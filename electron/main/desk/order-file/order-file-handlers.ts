import { ok } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { OrderFileService } from './order-file-service';

export function orderFileHandlers(orders: OrderFileService) {
  return {
    'orders.list': (async ({ filters, offset, limit }) => ok(orders.list(filters, offset, limit))) satisfies Handler<'orders.list'>,
    'orders.search': (async ({ query, filters, limit }) => ok(orders.search(query, filters, limit))) satisfies Handler<'orders.search'>,
    'orders.get': (async ({ orderId }) => orders.get(orderId)) satisfies Handler<'orders.get'>,
    'orders.open': (({ orderNum }, { signal, requestId }) => orders.open(orderNum, { signal, requestId })) satisfies Handler<'orders.open'>,
    'orders.refresh': (({ orderId }, { signal, requestId }) => orders.refresh(orderId, { signal, requestId })) satisfies Handler<'orders.refresh'>,
    'orders.cancel': (({ orderId }, { signal, requestId }) => orders.cancelOrder(orderId, { signal, requestId })) satisfies Handler<'orders.cancel'>,
    'orders.enterManually': ((entry) => orders.enterManually(entry)) satisfies Handler<'orders.enterManually'>,
    'orders.saveNote': (async ({ orderId, text }) => orders.saveNote(orderId, text)) satisfies Handler<'orders.saveNote'>,
    'orders.payload': (async ({ payloadId }) => orders.payload(payloadId)) satisfies Handler<'orders.payload'>,
    'orders.export': (async ({ selection, format }) => orders.exportOrders(selection, format)) satisfies Handler<'orders.export'>,
    'orders.backup': (() => orders.backup()) satisfies Handler<'orders.backup'>,
    'orders.status': (async () => ok(orders.status())) satisfies Handler<'orders.status'>,
    'orders.bringBack': (async ({ name, fileName }) => orders.bringBack(name, fileName)) satisfies Handler<'orders.bringBack'>,
  };
}
