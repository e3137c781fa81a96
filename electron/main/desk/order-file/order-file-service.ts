import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type {
  ExportFormat,
  FiledOrder,
  ManualOrder,
  OpenedOrder,
  OrderBackup,
  OrderExport,
  OrderFileStatus,
  OrderPage,
  OrderPayload,
  OrderSearchResult,
  ParsedOrderFilters,
  RefreshedOrder,
  SavedNote,
  StorageFileStatus,
  BroughtBack,
} from '../../../contract/domains/orders';
import { MAX_EXPORT_ORDERS } from '../../../contract/domains/orders';
import { fail, ok, validationFailure, type SentError, type SentResult } from '../../../contract/result';
import { exportOrders, type ExportedOrder } from '../../archive/orders/export-orders';
import { orderIdentity } from '../../archive/orders/order-identity';
import { backupFileName, unusedBackupPath } from './backup-name';
import { accountOfProfile, type OrderOwner } from '../../archive/orders/order-facts';
import type { OrderFile } from '../../archive/orders/order-file';
import type { RecoverableFile } from '../../archive/recovery/recoverable-file';
import type { Logger } from '../../logging/logger';
import type { WholesaleClient } from '../../wholesale/client';
import { ancillaryOrderDetailOperation } from '../../wholesale/operations/ancillary-order-detail';
import { checkReimbursedOperation } from '../../wholesale/operations/check-reimbursed';
import { modifyOrderStatusOperation } from '../../wholesale/operations/modify-order-status';
import { orderDetailOperationAt } from '../../wholesale/operations/assumed/order-detail';
import { cancelOperation } from '../../wholesale/operations/assumed/cancel';
import { orderPricingOperation } from '../../wholesale/operations/assumed/order-pricing';
import { preciseBookingOperation, type PreciseBookingRequest } from '../../wholesale/operations/assumed/precise-booking';
import type { WireBookingData } from '../../wholesale/wire/assumed/booking';
import type { WireOrderPricingData } from '../../wholesale/wire/assumed/order-pricing';
import type { OrderFacts } from '../../archive/orders/order-facts';
import { factsFromCancel } from './answers/cancel-answer';
import { refundRequestOperation, type RefundRequest } from '../../wholesale/operations/refund-request';
import { ticketingOperation, type TicketingRequest } from '../../wholesale/operations/ticketing';
import type { WireRefundOrder } from '../../wholesale/wire/refund';
import type { EventHub } from '../event-hub';
import type { ProfileService } from '../profiles/profile-service';
import { factsFromAncillary } from './answers/ancillary-answer';
import { factsFromManualEntry } from './answers/manual-entry';
import { factsFromModifyOrderStatus } from './answers/modify-order-answer';
import { factsFromOrderDetail } from './answers/order-detail-answer';
import { factsFromRefund } from './answers/refund-answer';
import { factsFromReimbursement } from './answers/reimbursement-answer';
import { factsFromAlreadyPaid, factsFromTicketing, isAlreadyPaid } from './answers/ticketing-answer';
import { callAndFile, type ExactlyOnce, type OrderCallSuccess } from './order-call';
import { textIn, wording, type Text } from '../../../contract/words';
import { diskFullCause, diskFullError } from '../../storage/disk-full';
import type { ServiceCallOptions } from '../service-call-options';

export interface OrderFileServiceDependencies {
  orderFile: OrderFile;
  client: WholesaleClient;
  profiles: ProfileService;
  events: EventHub;
  logger: Logger;
  /** The desk's data directory: backups go to `<dataDir>/backups` when no save dialog exists. */
  dataDir: string;
  /** The Electron shell's save dialog; absent in browser mode (see docs/order-file.md). */
  chooseBackupPath?: (suggestedName: string) => Promise<string | null>;
  /** The other storage files (the search archive): their status is shown with the order file's, and their set-aside files can be brought back too. */
  otherFiles?: RecoverableFile[];
  now?: () => Date;
}

/**
 * The order file's desk service: reading and searching the file, opening an order by number,
 * refreshing it, manual entry, notes, export and backup — and the one door through which every
 * order operation's answer reaches the file (`readOrder`, `pay`, `forceIssue`, `requestRefund`,
 * `checkReimbursement`, `readAncillaryOrder`), used by the Ticketing, Refunds, Reimbursements and
 * Ancillaries screens.
 */
export class OrderFileService {
  /** Orders being cancelled from the Orders screen right now: a second press waits for the answer. */
  private readonly cancelling = new Set<number>();

  constructor(private readonly deps: OrderFileServiceDependencies) {
    // Every committed change to the orders (an answer, a marker, a contact, manual entry, a note,
    // rows brought back) reaches the screens from the file's one funnel, whoever wrote it. Refund
    // drafts are announced by the Refunds service, once per action (several writes make one).
    deps.orderFile.changes.subscribe((change) => {
      if (change.kind === 'orders') deps.events.emit('orders.changed', { orderIds: change.orderIds, source: change.source });
    });
  }

  // ------------------------------------------------------------ reading the file (no network)

  list(filters: ParsedOrderFilters, offset: number, limit: number): OrderPage {
    return this.deps.orderFile.reader.page(filters, offset, limit);
  }

  search(query: string, filters: ParsedOrderFilters, limit: number): OrderSearchResult {
    return this.deps.orderFile.search.search(query, filters, limit);
  }

  get(orderId: number): SentResult<FiledOrder> {
    const order = this.deps.orderFile.reader.detail(orderId);
    return order ? ok(order) : notInFile(orderId);
  }

  payload(payloadId: number): SentResult<OrderPayload> {
    const payload = this.deps.orderFile.payload(payloadId);
    return payload ? ok(payload) : validationFailure([{ field: 'payloadId', rule: 'exists', message: wording('orderFile.payloadNotKept') }]);
  }

  status(): OrderFileStatus {
    const others = (this.deps.otherFiles ?? []).map((file) => file.status());
    try {
      return this.deps.orderFile.fileStatus(others);
    } catch (error) {
      // A file the background check found damaged can fail the counts: the files' notice
      // (what was found, what to do) must still reach the page, so it goes without them.
      this.deps.logger.error('orders.status-unreadable', { error: error instanceof Error ? error.message : String(error) });
      return { files: [this.deps.orderFile.recovery.status(), ...others], orderCount: 0, profiles: [] };
    }
  }

  /**
   * Brings a set-aside file back (recovery/bring-back.ts): every row it holds that the current
   * file lacks is copied in, and it is renamed `…restored-<time>`. The Orders screen follows
   * through the change event.
   */
  bringBack(name: StorageFileStatus['name'], fileName: string): SentResult<BroughtBack> {
    const file = name === 'orders' ? this.deps.orderFile.recovery : this.deps.otherFiles?.find((other) => other.name === name);
    let result;
    try {
      result = file?.bringBack(fileName) ?? null;
    } catch (error) {
      const full = diskFullCause(error);
      if (full) {
        const answer = diskFullError(this.deps.dataDir);
        this.deps.logger.error('storage.disk-full', { operation: 'orders.bringBack', code: full.code, cause: full.message, freeBytes: answer.freeBytes });
        return fail(answer);
      }
      this.deps.logger.error('storage.bring-back-failed', { name, fileName, error: error instanceof Error ? error.message : String(error) });
      const reason = error instanceof Error ? error.message : String(error);
      return fail<BroughtBack, Text>({
        kind: 'unavailable',
        what: fileName,
        message: wording('orderFile.bringBackFailed', { fileName, reason }),
        fix: wording('orderFile.bringBackFailed.fix'),
      });
    }
    if (!result) {
      return validationFailure([{ field: 'fileName', rule: 'exists', message: wording('orderFile.notSetAside', { fileName, name }) }]);
    }
    // The order file's funnel tells the rows brought back (source 'restored').
    const { changedIds: _told, ...brought } = result;
    return ok(brought);
  }

  // ------------------------------------------------------------ the door to the service

  /** OrderDetail (assumed operation) at the profile's path, filed. */
  async readOrder(orderNum: string, options: ServiceCallOptions, profileId?: string): Promise<SentResult<OrderCallSuccess<unknown>>> {
    const target = await this.target(profileId);
    if (!target.ok) return target;
    const spec = orderDetailOperationAt(target.value.orderDetailPath);
    const result = await callAndFile(this.callDeps(), {
      spec,
      request: { orderNum },
      orderNum,
      ...target.value,
      ...options,
      file: (data) => [factsFromOrderDetail(data)],
    });
    return result.ok ? result : fail(explainOrderDetailFailure(result.error, target.value.orderDetailPath));
  }

  async readAncillaryOrder(ancillaryOrderNum: string, options: ServiceCallOptions, profileId?: string): Promise<SentResult<OrderCallSuccess<unknown>>> {
    const target = await this.target(profileId);
    if (!target.ok) return target;
    return callAndFile(this.callDeps(), {
      spec: ancillaryOrderDetailOperation,
      request: { ancillaryOrderNum },
      orderNum: ancillaryOrderNum,
      ...target.value,
      ...options,
      file: (data) => [factsFromAncillary(data)],
    });
  }

  /**
   * Ticketing, exactly once: refused while a payment for the order is on its way or of unknown
   * outcome, unless `recheck` (the agent's "Check": the same request again, which answers B024
   * "Order has been paid" when the first one went through — filed as paid).
   */
  async pay(request: TicketingRequest, options: ServiceCallOptions & { recheck?: boolean }): Promise<SentResult<OrderCallSuccess<unknown>>> {
    const target = await this.target();
    if (!target.ok) return target;
    return callAndFile(this.callDeps(), {
      spec: ticketingOperation,
      request,
      orderNum: request.orderNum,
      ...target.value,
      ...options,
      exactlyOnce: { recheck: options.recheck ?? false },
      file: (data, sent) => [factsFromTicketing(data, sent)],
      fileRefusal: (error, sent) => (isAlreadyPaid(error) ? [factsFromAlreadyPaid(sent)] : null),
    });
  }

  /** ModifyOrderStatus (sandbox), then OrderDetail so the tickets and the airline PNR appear. */
  async forceIssue(orderNum: string, options: ServiceCallOptions): Promise<SentResult<OrderCallSuccess<unknown>>> {
    const target = await this.target();
    if (!target.ok) return target;
    const issued = await callAndFile(this.callDeps(), {
      spec: modifyOrderStatusOperation,
      request: { orderNum },
      orderNum,
      ...target.value,
      ...options,
      file: (_data, sent) => [factsFromModifyOrderStatus(sent)],
    });
    if (issued.ok) await this.readOrder(orderNum, { signal: options.signal });
    return issued;
  }

  /**
   * PreciseBooking (assumed operation): a write, sent once and never retried. The new order is
   * filed from the answer (`file`), and the audit names it. The caller reads it with OrderDetail.
   */
  async book(request: PreciseBookingRequest, file: (data: WireBookingData) => OrderFacts[], options: ServiceCallOptions): Promise<SentResult<OrderCallSuccess<WireBookingData>>> {
    const target = await this.target();
    if (!target.ok) return target;
    return callAndFile(this.callDeps(), { spec: preciseBookingOperation, request, orderNum: '', ...target.value, ...options, file: (data) => file(data) });
  }

  /**
   * OrderPricing (assumed operation): a read, so asking again is safe. Audited; the order's new
   * price is filed by the caller once it has compared it with the old one.
   */
  async priceOrder(orderNum: string, options: ServiceCallOptions, profileId?: string): Promise<SentResult<OrderCallSuccess<WireOrderPricingData>>> {
    const target = await this.target(profileId);
    if (!target.ok) return target;
    return callAndFile(this.callDeps(), { spec: orderPricingOperation, request: { orderNum }, orderNum, ...target.value, ...options, file: () => [] });
  }

  /** Files what the desk concluded about an order of the file outside an answer (OrderPricing's new price). */
  fileFacts(order: { id: number; profileName: string }, facts: OrderFacts, source: 'order-pricing'): void {
    const account = this.deps.orderFile.reader.accountOf(order.id);
    if (!account) return;
    this.deps.orderFile.writer.file({ source, owner: { ...account, profileName: order.profileName }, at: this.now(), fromService: true, orders: [facts] });
  }

  /**
   * Cancel (assumed operation) of an order waiting for payment. A write, never retried
   * automatically; B041 "already cancelled" is filed as cancelled (a second press, or an earlier
   * request whose answer was lost, did it). The order is then re-read with OrderDetail.
   */
  async cancel(orderNum: string, pnr: string | null, options: ServiceCallOptions, profileId?: string): Promise<SentResult<OrderCallSuccess<null>>> {
    const target = await this.target(profileId);
    if (!target.ok) return target;
    const result = await callAndFile(this.callDeps(), {
      spec: cancelOperation,
      request: { orderNum, ...(pnr ? { virtualPnr: pnr } : {}) },
      orderNum,
      ...target.value,
      ...options,
      file: () => [factsFromCancel(orderNum)],
      fileRefusal: (error) => (error.code === 'B041' ? [factsFromCancel(orderNum)] : null),
    });
    if (result.ok || (result.error.kind === 'api' && (result.error.code === 'B041' || result.error.code === 'B009'))) {
      await this.readOrder(orderNum, { signal: options.signal }, profileId);
    }
    return result;
  }

  async requestRefund(request: RefundRequest, options: ServiceCallOptions & Partial<ExactlyOnce<WireRefundOrder>>): Promise<SentResult<OrderCallSuccess<WireRefundOrder>>> {
    const target = await this.target();
    if (!target.ok) return target;
    const { recheck, claimed, settled, stillUnknown, ...callOptions } = options;
    return callAndFile(this.callDeps(), {
      spec: refundRequestOperation,
      request,
      orderNum: request.orderNum,
      ...target.value,
      ...callOptions,
      exactlyOnce: { recheck: recheck ?? false, claimed, settled, stillUnknown },
      file: (data, sent) => [factsFromRefund(data, sent)],
    });
  }

  async checkReimbursement(refundOrderNum: string, options: ServiceCallOptions, profileId?: string): Promise<SentResult<OrderCallSuccess<unknown>>> {
    const target = await this.target(profileId);
    if (!target.ok) return target;
    return callAndFile(this.callDeps(), {
      spec: checkReimbursedOperation,
      request: { orderNum: refundOrderNum },
      orderNum: refundOrderNum,
      ...target.value,
      ...options,
      file: (data) => [factsFromReimbursement(data)],
    });
  }

  // ------------------------------------------------------------ the Orders screen's actions

  /**
   * Ctrl+O: reads the order with OrderDetail under the active profile and files it. An unknown
   * number is tried as an ancillary order (AncillaryOrderDetail) before giving up. When the service
   * cannot be asked, the file's copy is shown with the reason; when there is none, the error says
   * what happened and the screen offers manual entry.
   */
  async open(orderNum: string, options: ServiceCallOptions): Promise<SentResult<OpenedOrder>> {
    const owner = await this.target();
    if (!owner.ok) return owner;
    const read = await this.readOrder(orderNum, options);
    if (read.ok) return this.openedFromFile(owner.value.owner, orderNum, 'service', null);
    if (read.error.kind === 'api' && read.error.code === 'B037') {
      const ancillary = await this.readAncillaryOrder(orderNum, options);
      if (ancillary.ok) return this.openedFromFile(owner.value.owner, orderNum, 'service', null);
    }
    if (read.error.kind === 'cancelled') return read;
    const filed = this.deps.orderFile.reader.findId(owner.value.owner, orderNum);
    if (filed !== null) return this.openedFromFile(owner.value.owner, orderNum, 'file', read.error);
    return read;
  }

  /** Re-reads an order with a profile of its account, and says what changed. */
  async refresh(orderId: number, options: ServiceCallOptions): Promise<SentResult<RefreshedOrder>> {
    const order = this.deps.orderFile.reader.row(orderId);
    if (!order) return notInFile(orderId);
    const profileId = this.profileOf(orderId, order.profileId);
    const read = order.kind === 'ancillary' ? await this.readAncillaryOrder(order.orderNum, options, profileId) : await this.readOrder(order.orderNum, options, profileId);
    if (!read.ok) return read;
    const detail = this.deps.orderFile.reader.detail(orderId);
    if (!detail) return notInFile(orderId);
    const changes = read.value.filed.find((filed) => filed.orderId === orderId)?.changes ?? [];
    return ok({ order: detail, changes });
  }

  /**
   * The Orders screen's "Cancel order" (confirmed by the agent): Cancel, assumed from public
   * material, for an air order waiting for payment, with the profile it belongs to. The outcome goes
   * into the file (status history, audit log) and the order is re-read; B009/B041 come back
   * explained, with the order's state now.
   */
  async cancelOrder(orderId: number, options: ServiceCallOptions): Promise<SentResult<FiledOrder>> {
    const order = this.deps.orderFile.reader.detail(orderId);
    if (!order) return notInFile(orderId);
    const refuse = (rule: string, message: Text) => validationFailure<FiledOrder>([{ field: 'orderId', rule, message }]);
    if (order.kind !== 'air') return refuse('air order', wording('orderFile.cancelAirOnly', { orderNum: order.orderNum, kind: order.kind }));
    if (order.status.group !== 'to-pay') {
      return refuse('to be paid', wording('orderFile.cancelToPayOnly', { orderNum: order.orderNum, status: order.status.text ?? order.status.code ?? wording('orderFile.statusUnknown') }));
    }
    if (order.pendingWrites.length > 0) return refuse('nothing pending', wording('orderFile.cancelPaymentPending', { orderNum: order.orderNum }));
    if (this.cancelling.has(orderId)) return refuse('one at a time', wording('orderFile.alreadyCancelling', { orderNum: order.orderNum }));
    this.cancelling.add(orderId);
    try {
      const result = await this.cancel(order.orderNum, order.pnr, options, this.profileOf(orderId, order.profileId));
      this.deps.logger.info('orders.cancel', { profileId: order.profileId, outcome: result.ok ? 'ok' : result.error.kind });
      if (!result.ok) return result;
      return this.get(orderId);
    } finally {
      this.cancelling.delete(orderId);
    }
  }

  async enterManually(entry: ManualOrder): Promise<SentResult<FiledOrder>> {
    const target = await this.target();
    if (!target.ok) return target;
    const owner = target.value.owner;
    if (this.deps.orderFile.reader.findId(owner, entry.orderNum) !== null) {
      return validationFailure([{ field: 'orderNum', rule: 'new', message: wording('orderFile.alreadyFiled', { orderNum: entry.orderNum }) }]);
    }
    const [filed] = this.deps.orderFile.writer.file({ source: 'manual', owner, at: this.now(), fromService: false, orders: [factsFromManualEntry(entry)] });
    if (!filed) return fail({ kind: 'internal', message: wording('orderFile.couldNotFile') });
    this.deps.logger.info('orders.manual-entry', { profileId: owner.profileId });
    return this.get(filed.orderId);
  }

  saveNote(orderId: number, text: string): SentResult<SavedNote> {
    if (!this.deps.orderFile.reader.row(orderId)) return notInFile(orderId);
    const at = this.now();
    this.deps.orderFile.notes.save(orderId, text, at);
    return ok({ orderId, updatedAt: at.toISOString() });
  }

  exportOrders(selection: { kind: 'order'; orderId: number } | { kind: 'search'; query: string; filters: ParsedOrderFilters }, format: ExportFormat): SentResult<OrderExport> {
    const reader = this.deps.orderFile.reader;
    if (selection.kind === 'order') {
      const order = reader.detail(selection.orderId);
      if (!order) return notInFile(selection.orderId);
      return ok(exportOrders(this.exported([order]), format, `order-${order.orderNum}`, this.now()));
    }
    const ids =
      selection.query.trim() === ''
        ? reader.page(selection.filters, 0, MAX_EXPORT_ORDERS).rows.map((row) => row.id)
        : this.search(selection.query, selection.filters, MAX_EXPORT_ORDERS).rows.map((row) => row.id);
    const orders = ids.map((id) => reader.detail(id)).filter((order): order is FiledOrder => order !== null);
    return ok(exportOrders(this.exported(orders), format, 'orders', this.now()));
  }

  /** Each order with its identity outside the desk (environment, account, number: order-identity.ts). */
  private exported(orders: readonly FiledOrder[]): ExportedOrder[] {
    const reader = this.deps.orderFile.reader;
    return orders.map((order) => {
      const account = reader.accountOf(order.id) ?? { environment: order.environment, partnerId: null, profileId: order.profileId };
      return { order, identity: orderIdentity(account, order.orderNum) };
    });
  }

  /**
   * The profile to call about an order of the file with: the one that last read it, or, when that
   * one was deleted, the active profile if it is of the order's account (any profile of an account
   * reads its orders). Unknown otherwise: the call says the profile is gone.
   */
  private profileOf(orderId: number, lastReadWith: string): string {
    if (this.deps.profiles.describe(lastReadWith)) return lastReadWith;
    const account = this.deps.orderFile.reader.accountOf(orderId);
    const active = this.deps.profiles.describe();
    return account && active && account.partnerId !== null && active.environment === account.environment && active.partnerId === account.partnerId ? active.id : lastReadWith;
  }

  /**
   * A backup of the order file while the desk runs. Where: the system's save dialog when the shell
   * has one (the agent chooses; the renderer never names a path), otherwise a new file in the
   * desk's own backups folder. Never overwrites.
   */
  async backup(): Promise<SentResult<OrderBackup>> {
    const at = this.now();
    const suggested = backupFileName(at);
    let path: string;
    let chosenBy: OrderBackup['chosenBy'];
    if (this.deps.chooseBackupPath) {
      const chosen = await this.deps.chooseBackupPath(suggested);
      if (!chosen) return fail({ kind: 'cancelled', message: wording('orderFile.backupCancelled') });
      path = chosen;
      chosenBy = 'dialog';
    } else {
      path = unusedBackupPath(join(this.deps.dataDir, 'backups'), at);
      chosenBy = 'backups-folder';
    }
    if (existsSync(path)) {
      return fail({ kind: 'unavailable', what: wording('orderFile.backupFile'), message: wording('orderFile.backupExists', { path }), fix: wording('orderFile.backupExists.fix') });
    }
    try {
      const written = this.deps.orderFile.backupTo(path);
      this.deps.logger.info('orders.backup', { path, bytes: written.bytes, orders: written.orderCount });
      return ok({ path, bytes: written.bytes, orderCount: written.orderCount, chosenBy });
    } catch (error) {
      const full = diskFullCause(error);
      if (full) {
        const answer = diskFullError(dirname(path), { desksData: chosenBy === 'backups-folder' });
        this.deps.logger.error('storage.disk-full', { operation: 'orders.backup', code: full.code, path, cause: full.message, freeBytes: answer.freeBytes });
        return fail(answer);
      }
      return fail({ kind: 'unavailable', what: wording('orderFile.backupFile'), message: wording('orderFile.backupFailed', { path, reason: error instanceof Error ? error.message : String(error) }), fix: wording('orderFile.backupFailed.fix') });
    }
  }

  // ------------------------------------------------------------ helpers

  private openedFromFile(owner: OrderOwner, orderNum: string, source: OpenedOrder['source'], notice: SentError | null): SentResult<OpenedOrder> {
    const id = this.deps.orderFile.reader.findId(owner, orderNum);
    const order = id === null ? null : this.deps.orderFile.reader.detail(id);
    if (!order) return fail({ kind: 'internal', message: wording('orderFile.readButNotFiled', { orderNum }) });
    return ok({ order, source, notice });
  }

  /** Who calls (the active profile unless the order belongs to another) and with what. */
  private async target(profileId?: string) {
    const profile = this.deps.profiles.describe(profileId);
    if (!profile) {
      return validationFailure<never>([{ field: 'profileId', rule: 'exists', message: wording('orderFile.profileGone') }]);
    }
    const connection = await this.deps.profiles.connectionFor(profile.id);
    if (!connection.ok) return connection;
    const owner: OrderOwner = { ...accountOfProfile(profile), profileName: profile.name };
    return ok({ owner, connection: connection.value, orderDetailPath: profile.orderDetailPath });
  }

  private callDeps() {
    return { orderFile: this.deps.orderFile, client: this.deps.client, logger: this.deps.logger, now: () => this.now() };
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }
}

function notInFile<T>(orderId: number): SentResult<T> {
  return validationFailure([{ field: 'orderId', rule: 'exists', message: wording('orderFile.noSuchOrder', { orderId }) }]);
}

/**
 * OrderDetail is assumed from public material: a 404 or an unreadable answer most likely means this
 * account's service uses another version, so the words say that, and where to change the path.
 */
export function explainOrderDetailFailure(error: SentError, path: string): SentError {
  if (error.kind !== 'bad-response') return error;
  // The client's own report of an HTTP status (serviceCalls.answeredHttp…), read in English whatever the desk's language.
  if (/HTTP 404/.test(textIn('en', error.message))) return { ...error, message: wording('orderFile.orderReadingNotOffered', { path }) };
  return { ...error, message: wording('orderFile.orderReadingUnreadable', { reason: error.message }) };
}
