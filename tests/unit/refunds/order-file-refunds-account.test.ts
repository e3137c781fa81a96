/**
 * A refund goes out under the active profile when the order is of its account (issue 22, item 2):
 * the file holds an order once per account, read last by whichever profile of it, so an order
 * another profile of the same partner id read is still the active profile's to refund; an order of
 * another account stays that account's profile's.
 */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderOwner } from '../../../electron/main/archive/orders/order-facts';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { OrderFileService } from '../../../electron/main/desk/order-file/order-file-service';
import type { ProfileService } from '../../../electron/main/desk/profiles/profile-service';
import { orderFileRefunds } from '../../../electron/main/desk/refunds/order-file-refunds';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';

const OFFICE: OrderOwner = { environment: 'production', partnerId: 'Agency+Live/Id==', profileId: 'p-office', profileName: 'Head office' };
const OTHER: OrderOwner = { environment: 'production', partnerId: 'Other+Agency/Id==', profileId: 'p-other', profileName: 'Other agency' };

let dir: { path: string; remove: () => void };
let file: OrderFile;
beforeEach(() => {
  dir = tempDir('refund-account');
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
});
afterEach(() => {
  file.close();
  dir.remove();
});

const fileOrder = (owner: OrderOwner, orderNum: string) =>
  file.writer.file({ source: 'order-detail', owner, at: new Date('2026-03-01T00:00:00Z'), fromService: true, orders: [{ orderNum, kind: 'air' }] })[0]!.orderId;

/** The active profile: a branch with the head office's partner id. */
const profiles = {
  activeProfileId: 'p-branch',
  describe: () => ({ id: 'p-branch', name: 'Branch', environment: 'production', partnerId: 'Agency+Live/Id==', orderDetailPath: '/x', orderPricingBeforeTicketing: true, bookingEnabled: false }),
} as unknown as ProfileService;

describe("the order a refund is drafted for", () => {
  it("is the active profile's when another profile of its account read it", () => {
    const refunds = orderFileRefunds({ orders: {} as OrderFileService, orderFile: file, profiles });
    expect(refunds.order(fileOrder(OFFICE, '917083410145510001'))).toMatchObject({ profileId: 'p-branch', profileName: 'Branch' });
  });

  it("stays another account's profile's", () => {
    const refunds = orderFileRefunds({ orders: {} as OrderFileService, orderFile: file, profiles });
    expect(refunds.order(fileOrder(OTHER, '917083410145510002'))).toMatchObject({ profileId: 'p-other', profileName: 'Other agency' });
  });
});
