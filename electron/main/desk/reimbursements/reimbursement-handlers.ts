import { ok } from '../../../contract';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { ReimbursementPoller } from './reimbursement-poller';
import type { ReimbursementService } from './reimbursement-service';

export function reimbursementHandlers(reimbursements: ReimbursementService, poller: ReimbursementPoller) {
  return {
    'reimbursements.board': (async () => reimbursements.board()) satisfies Handler<'reimbursements.board'>,
    'reimbursements.page': (async ({ count, after }) => reimbursements.page(count, after ?? null)) satisfies Handler<'reimbursements.page'>,
    'reimbursements.rows': (async ({ orderIds }) => reimbursements.rows(orderIds)) satisfies Handler<'reimbursements.rows'>,
    'reimbursements.check': (({ orderIds }, { signal }) => reimbursements.check(orderIds, signal)) satisfies Handler<'reimbursements.check'>,
    'reimbursements.add': (({ orderNum }, { signal }) => reimbursements.add(orderNum, signal)) satisfies Handler<'reimbursements.add'>,
    'reimbursements.pollerState': (async () => ok(poller.state())) satisfies Handler<'reimbursements.pollerState'>,
  };
}
