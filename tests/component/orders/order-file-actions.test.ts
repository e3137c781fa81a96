import type { FiledOrder, OrderExport } from '@contract/domains/orders';
import { createPinia } from 'pinia';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from 'vue';
import { DESK_KEY } from '@/bridge/use-desk';
import { useOrderFileActions } from '@/orders/use-order-file-actions';
import { useOrdersStore } from '@/stores/orders-store';
import { createFakeDesk } from '../support/fake-desk';

/**
 * The downloads the page starts, caught where the browser would take them (the object URL and the
 * link's click) rather than by mocking the module: the test files share their modules.
 */
function catchDownloads(): { fileName: string; blob: Blob }[] {
  const downloads: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:desk/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, blob: blobs.get(this.getAttribute('href') ?? '') ?? new Blob() });
  });
  return downloads;
}

afterEach(() => vi.restoreAllMocks());

const EXPORTED: OrderExport = { fileName: 'orders-20261123-101500.json', mimeType: 'application/json', content: '{"orders":[]}', orderCount: 12 };

function actionsOver(responses: Parameters<typeof createFakeDesk>[0]) {
  const fake = createFakeDesk(responses);
  const app = createApp({});
  app.provide(DESK_KEY, fake.desk).use(createPinia());
  return app.runWithContext(() => ({ actions: useOrderFileActions(), orders: useOrdersStore(), calls: fake.calls }));
}

describe('Back up and Export on the Orders screen', () => {
  it('exports what the list shows — the search typed and the filters chosen — and offers it as a download', async () => {
    const { actions, orders, calls } = actionsOver({ 'orders.export': () => ({ ok: true, value: EXPORTED }) });
    orders.query = '  wang ';
    orders.choice = { kind: 'refund', group: '', profileId: '', from: '', to: '' };
    orders.total = 12;
    const downloads = catchDownloads();
    await actions.exportOrders('csv');
    expect(calls.find((call) => call.name === 'orders.export')?.input).toEqual({ format: 'csv', selection: { kind: 'search', query: 'wang', filters: { kinds: ['refund'] } } });
    expect(downloads.map((download) => download.fileName)).toEqual([EXPORTED.fileName]);
    expect(downloads[0]?.blob.type).toBe(EXPORTED.mimeType);
    expect(await downloads[0]?.blob.text()).toBe(EXPORTED.content);
    expect(actions.done.value).toBe('Exported 12 orders as orders-20261123-101500.json');
  });

  it('exports the open order when the detail is open', async () => {
    const { actions, orders, calls } = actionsOver({ 'orders.export': () => ({ ok: true, value: { ...EXPORTED, fileName: 'order-917083410145514001.json', orderCount: 1 } }) });
    orders.selected = { id: 7, orderNum: '917083410145514001' } as FiledOrder;
    await actions.exportOrders('json');
    expect(calls.find((call) => call.name === 'orders.export')?.input).toEqual({ format: 'json', selection: { kind: 'order', orderId: 7 } });
    expect(actions.done.value).toBe('Exported order 917083410145514001 as order-917083410145514001.json');
  });

  it('says there is nothing to export instead of sending an empty export', async () => {
    const { actions, calls } = actionsOver({});
    await actions.exportOrders('json');
    expect(calls).toHaveLength(0);
    expect(actions.done.value).toBe('Nothing to export: no order is listed.');
  });

  it('shows where the backup went, and says so when it is the backups folder (browser mode)', async () => {
    const { actions } = actionsOver({ 'orders.backup': () => ({ ok: true, value: { path: '/data/backups/orders-backup-1.sqlite', bytes: 2_097_152, orderCount: 1200, chosenBy: 'backups-folder' } }) });
    await actions.backup();
    expect(actions.done.value).toBe('Backed up 1,200 orders (2.0 MB) to /data/backups/orders-backup-1.sqlite (the desk’s backups folder: a page in a browser cannot choose where to write)');
    expect(actions.failure.value).toBeNull();
  });

  it('treats a closed save dialog as the agent’s choice, not as a failure; a write that fails is shown', async () => {
    const cancelled = actionsOver({ 'orders.backup': () => ({ ok: false, error: { kind: 'cancelled', message: 'Backup cancelled: no file was chosen.' } }) });
    await cancelled.actions.backup();
    expect(cancelled.actions.failure.value).toBeNull();
    expect(cancelled.actions.done.value).toBeNull();

    const full = actionsOver({ 'orders.backup': () => ({ ok: false, error: { kind: 'unavailable', what: 'backup file', message: 'No space left.', fix: 'Free some space.' } }) });
    await full.actions.backup();
    expect(full.actions.failure.value?.message).toBe('No space left.');
  });
});
