/** The export read back: XLSX (exceljs reading) and CSV hold the same numbers as the figures. */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderFile } from '../../../electron/main/archive/orders/order-file';
import type { ReportService } from '../../../electron/main/desk/reports/report-service';
import { createMemoryLogger } from '../../../electron/main/logging/logger';
import { tempDir } from '../../support/temp-dir';
import { fillReportFixture, reportServiceOver } from './report-fixture';

const dir = tempDir('report-export');
let file: OrderFile;
let service: ReportService;
beforeAll(() => {
  file = OrderFile.open({ file: join(dir.path, 'orders.sqlite'), logger: createMemoryLogger() });
  fillReportFixture(file);
  service = reportServiceOver(file, dir.path);
});
afterAll(() => {
  file.close();
  dir.remove();
});

const period = { kind: 'custom', from: '2026-11-10', to: '2026-11-11' } as const;

/** The rows of a section: from its title to the blank row after it. */
function section(sheet: ExcelJS.Worksheet, title: string): unknown[][] {
  const rows: unknown[][] = [];
  let inside = false;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    if (!inside && values[0] === title) inside = true;
    else if (inside && values.length === 0) inside = false;
    else if (inside) rows.push(values);
  });
  return rows;
}

describe('XLSX', () => {
  it('one sheet per block; days are date cells, counts and amounts number cells, totals SUM formulas with cached results', async () => {
    const exported = await service.export(period, 'production', 'xlsx');
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(exported.value).toMatchObject({ fileName: 'report-production-2026-11-10-to-2026-11-11.xlsx', encoding: 'base64' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(exported.value.content, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Sales', 'Refunds', 'Credit']);
    const sales = workbook.getWorksheet('Sales') as ExcelJS.Worksheet;
    // Header, day 10, day 11, totals (figures: 1 order 2 tickets CNY 1000.00; 2 orders 2 tickets CNY 2500.50 USD 300.25).
    const [header, day10, day11, total] = section(sales, 'By day');
    expect(header).toEqual(['Day', 'Orders', 'Tickets', 'Amount CNY', 'Amount USD']);
    expect(day10).toEqual([new Date('2026-11-10T00:00:00Z'), 1, 2, 1000]);
    expect(day11).toEqual([new Date('2026-11-11T00:00:00Z'), 2, 2, 2500.5, 300.25]);
    expect(total?.[0]).toBe('Total');
    expect(total?.slice(1)).toEqual([
      { formula: 'SUM(B9:B10)', result: 3 },
      { formula: 'SUM(C9:C10)', result: 4 },
      { formula: 'SUM(D9:D10)', result: 3500.5 },
      { formula: 'SUM(E9:E10)', result: 300.25 },
    ]);
    // A profile by its name (Head office, Branch), not the desk's id for it (p-prod, p-branch).
    const [profileHeader, ...profiles] = section(sales, 'By profile');
    expect(profileHeader?.slice(0, 3)).toEqual(['Item', 'Orders', 'Tickets']);
    expect(profiles.map((row) => row[0])).toEqual(['Head office', 'Branch', 'Total']);
    const dayCell = sales.getCell('A9');
    expect([dayCell.type, dayCell.numFmt]).toEqual([ExcelJS.ValueType.Date, 'yyyy-mm-dd']);
    expect([sales.getCell('D9').type, sales.getCell('D9').numFmt]).toEqual([ExcelJS.ValueType.Number, '#,##0.00']);
    const credit = workbook.getWorksheet('Credit') as ExcelJS.Worksheet;
    expect(section(credit, 'By day')).toEqual([
      ['Day', 'Payments', 'Amount CNY'],
      [new Date('2026-11-10T00:00:00Z'), 2, 3510.5],
      [new Date('2026-11-11T00:00:00Z'), 0],
      ['Total', { formula: 'SUM(B9:B10)', result: 2 }, { formula: 'SUM(C9:C10)', result: 3510.5 }],
    ]);
    // Overdue by age: main's bands of the same figures, one row each, amounts as number cells, counts and amounts summed by formula.
    const { bands } = service.figures(period, 'production').refunds.overdue;
    expect(bands.some((band) => band.refunds > 0)).toBe(true);
    const ageing = section(workbook.getWorksheet('Refunds') as ExcelJS.Worksheet, 'Overdue by age');
    const currencies = [...new Set(bands.flatMap((band) => band.amounts.map((amount) => amount.currency)))].sort();
    expect(ageing[0]).toEqual(['Days waited', 'Orders', ...currencies.map((currency) => `Amount ${currency}`)]);
    const amountOf = (band: (typeof bands)[number], currency: string) => band.amounts.find((amount) => amount.currency === currency)?.amount;
    expect(ageing.slice(1, -1).map((row) => [row[1], ...currencies.map((_, index) => row[2 + index])])).toEqual(
      bands.map((band) => [band.refunds, ...currencies.map((currency) => (amountOf(band, currency) === undefined ? undefined : Number(amountOf(band, currency))))]),
    );
    expect(ageing.slice(1, -1).map((row) => row[0])).toEqual(bands.map((band) => (band.upToDays === null ? `> ${band.afterDays}` : band.afterDays === 0 ? `≤ ${band.upToDays}` : `${band.afterDays + 1}–${band.upToDays}`)));
    const ageingTotal = ageing.at(-1) ?? [];
    expect(ageingTotal[0]).toBe('Total');
    expect(ageingTotal[1]).toMatchObject({ formula: expect.stringMatching(/^SUM\(B\d+:B\d+\)$/), result: bands.reduce((sum, band) => sum + band.refunds, 0) });
  });
});

describe('CSV', () => {
  it('the same sections and numbers, exact decimals, totals computed', async () => {
    const exported = await service.export(period, 'production', 'csv');
    if (!exported.ok) throw new Error('export failed');
    const lines = exported.value.content.replace(/^\uFEFF/, '').split('\r\n');
    const at = lines.indexOf('Sales — By day');
    expect(lines.slice(at, at + 5)).toEqual(['Sales — By day', 'Day,Orders,Tickets,Amount CNY,Amount USD', '2026-11-10,1,2,1000.00,', '2026-11-11,2,2,2500.50,300.25', 'Total,3,4,3500.50,300.25']);
    expect(lines).toContain('Credit — By day');
    expect(lines).toContain('Refunds — Refunds and reimbursements');
    const { bands } = service.figures(period, 'production').refunds.overdue;
    const from = lines.indexOf('Refunds — Overdue by age');
    expect(from).toBeGreaterThan(0);
    const rows = lines.slice(from + 2, from + 2 + bands.length).map((line) => line.split(','));
    const currencies = [...new Set(bands.flatMap((band) => band.amounts.map((amount) => amount.currency)))].sort();
    expect(rows.map((row) => row.slice(1))).toEqual(bands.map((band) => [String(band.refunds), ...currencies.map((currency) => band.amounts.find((amount) => amount.currency === currency)?.amount ?? '')]));
    expect(lines[from + 2 + bands.length]?.startsWith(`Total,${bands.reduce((sum, band) => sum + band.refunds, 0)}`)).toBe(true);
  });
});
