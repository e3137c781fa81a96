import { ok } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { RefundService } from './refund-service';

export function refundHandlers(refunds: RefundService) {
  return {
    'refunds.list': (async () => ok(refunds.list())) satisfies Handler<'refunds.list'>,
    'refunds.candidates': (async ({ query }) => ok(refunds.candidates(query))) satisfies Handler<'refunds.candidates'>,
    'refunds.start': ((input, { signal, requestId }) => refunds.startDraft(input, { signal, requestId })) satisfies Handler<'refunds.start'>,
    'refunds.get': (async ({ draftId }) => refunds.get(draftId)) satisfies Handler<'refunds.get'>,
    'refunds.save': (async ({ draftId, form }) => refunds.save(draftId, form)) satisfies Handler<'refunds.save'>,
    'refunds.discard': (async ({ draftId }) => refunds.discard(draftId)) satisfies Handler<'refunds.discard'>,
    'refunds.attachBegin': (async (input) => refunds.attachBegin(input)) satisfies Handler<'refunds.attachBegin'>,
    'refunds.attachChunk': (async (input) => refunds.attachChunk(input)) satisfies Handler<'refunds.attachChunk'>,
    'refunds.attachFinish': (async ({ draftId, key }) => refunds.attachFinish(draftId, key)) satisfies Handler<'refunds.attachFinish'>,
    'refunds.cancelDocument': (async ({ draftId, key }) => refunds.cancelDocument(draftId, key)) satisfies Handler<'refunds.cancelDocument'>,
    'refunds.retryDocument': (async ({ draftId, key }) => refunds.retryDocument(draftId, key)) satisfies Handler<'refunds.retryDocument'>,
    'refunds.removeDocument': (async ({ draftId, key }) => refunds.removeDocument(draftId, key)) satisfies Handler<'refunds.removeDocument'>,
    'refunds.pasteFileIds': (async ({ draftId, ids }) => refunds.pasteFileIds(draftId, ids)) satisfies Handler<'refunds.pasteFileIds'>,
    'refunds.review': (async ({ draftId }) => refunds.review(draftId)) satisfies Handler<'refunds.review'>,
    'refunds.submit': (({ draftId, agencyLock }, { signal, requestId }) => refunds.submit(draftId, { signal, requestId }, agencyLock)) satisfies Handler<'refunds.submit'>,
    'refunds.check': (({ draftId }, { signal, requestId }) => refunds.check(draftId, { signal, requestId })) satisfies Handler<'refunds.check'>,
  };
}
