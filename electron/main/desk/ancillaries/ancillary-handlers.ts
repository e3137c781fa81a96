import type { Handler } from '../../transports/dispatch/handler-table';
import type { AncillaryService } from './ancillary-service';

export function ancillaryHandlers(ancillaries: AncillaryService) {
  return {
    'ancillaries.open': (({ orderNum }, { signal }) => ancillaries.open(orderNum, signal)) satisfies Handler<'ancillaries.open'>,
  };
}
