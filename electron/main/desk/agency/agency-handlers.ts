import { ok } from '../../../contract/result';
import type { Handler } from '../../transports/dispatch/handler-table';
import type { AgencyService } from './agency-service';

export function agencyHandlers(agency: AgencyService) {
  return {
    'agency.state': (async () => ok(agency.state())) satisfies Handler<'agency.state'>,
    'agency.save': ((input) => agency.save(input)) satisfies Handler<'agency.save'>,
    'agency.test': (() => agency.test()) satisfies Handler<'agency.test'>,
    'agency.prepare': ((owner) => agency.prepare(owner)) satisfies Handler<'agency.prepare'>,
    'agency.order': (({ orderId }) => agency.order(orderId)) satisfies Handler<'agency.order'>,
    'agency.handOver': ((input) => agency.handOver(input)) satisfies Handler<'agency.handOver'>,
    'agency.holders': (async () => ok(agency.holders())) satisfies Handler<'agency.holders'>,
  };
}
