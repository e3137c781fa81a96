import type { OpenedAncillary } from '../../../contract/domains/ancillaries';
import { accountOfProfile, type OrderAccount } from '../../archive/orders/order-facts';
import { fail, ok, type SentError, type SentResult } from '../../../contract/result';
import type { ReadableOrderFile } from '../../archive/orders/order-file-door';
import type { OrderFileService } from '../order-file/order-file-service';
import type { ProfileService } from '../profiles/profile-service';
import { wording } from '../../../contract/words';

export interface AncillaryServiceDependencies {
  orderFile: ReadableOrderFile;
  orders: OrderFileService;
  profiles: ProfileService;
}

/**
 * Opens what the agent typed on the Ancillaries screen. An ancillary order is read with
 * AncillaryOrderDetail; an air order's number gives its ancillary orders (read with OrderDetail,
 * whose answer names them). Every answer goes into the order file through its one door, linked to
 * the air order; when the service cannot be asked, the file's copy is shown with the reason.
 */
export class AncillaryService {
  constructor(private readonly deps: AncillaryServiceDependencies) {}

  async open(orderNum: string, signal: AbortSignal): Promise<SentResult<OpenedAncillary>> {
    const profile = this.deps.profiles.describe();
    if (!profile) return fail({ kind: 'unavailable', what: wording('ancillaries.profile'), message: wording('ancillaries.noActiveProfile'), fix: wording('ancillaries.chooseAProfile') });
    const reader = this.deps.orderFile.reader;
    const account = accountOfProfile(profile);
    const filedId = reader.findId(account, orderNum);
    const filed = filedId === null ? null : reader.row(filedId);

    if (filed?.kind !== 'air') {
      const read = await this.deps.orders.readAncillaryOrder(orderNum, { signal });
      if (read.ok) return this.ancillaryFromFile(account, orderNum, 'service', null);
      if (read.error.kind === 'cancelled') return read;
      if (filed?.kind === 'ancillary') return this.ancillaryFromFile(account, orderNum, 'file', read.error);
      // An unknown ancillary number may be an air order's: its ancillary orders are listed instead.
      if (!(read.error.kind === 'api' && read.error.code === 'B037')) return read;
    }

    const air = await this.deps.orders.readOrder(orderNum, { signal });
    if (!air.ok && air.error.kind === 'cancelled') return air;
    const airId = reader.findId(account, orderNum);
    const airOrder = airId === null ? null : reader.detail(airId);
    if (!airOrder || airOrder.kind !== 'air') return fail(air.ok ? notAncillary(orderNum) : air.error);
    return ok({
      kind: 'air',
      airOrder,
      ancillaries: airOrder.links.filter((link) => link.relation === 'ancillary'),
      source: air.ok ? 'service' : 'file',
      notice: air.ok ? null : air.error,
    });
  }

  private ancillaryFromFile(account: OrderAccount, orderNum: string, source: 'service' | 'file', notice: SentError | null): SentResult<OpenedAncillary> {
    const id = this.deps.orderFile.reader.findId(account, orderNum);
    const order = id === null ? null : this.deps.orderFile.reader.detail(id);
    if (!order) return fail(notice ?? notAncillary(orderNum));
    return ok({ kind: 'ancillary', order, source, notice });
  }
}

function notAncillary(orderNum: string): SentError {
  const message = wording('ancillaries.notAncillary', { orderNum });
  return { kind: 'validation', message, issues: [{ field: 'orderNum', rule: 'ancillary or air order', message }] };
}
