/**
 * The Reports blocks built from figures worked out by hand (report-fixture.ts): the headline
 * figures, the tables' rows and totals (decimal sums, one column per currency, as the export lays
 * them out), and the refund ageing bands.
 */
import { describe, expect, it } from 'vitest';
import { text } from '@/ui-text';
import { chartPalette } from '@/reports/charts/chart-options';
import { reportBlocks } from '@/reports/report-blocks';
import { weekFigures } from './report-fixture';

const look = { palette: chartPalette('light'), fontSize: 12 };

describe('the Reports blocks', () => {
  const [sales, refunds, credit] = reportBlocks(weekFigures(), text, look);

  it('says the headline figures exactly, every currency apart', () => {
    expect(sales?.headline.map((figure) => [figure.id, figure.value])).toEqual([
      ['orders', '3'],
      ['tickets', '5'],
      ['amount', 'CNY 4,200.30 · USD 99.99'],
      ['average', 'CNY 1,050.08 · USD 99.99'],
      ['booked', '5 / 3'],
      ['unpaid', 'Expired 1 · Cancelled 1'],
    ]);
    expect(refunds?.headline.find((figure) => figure.id === 'partly')?.value).toBe('1 · CNY 400.00 still due');
    expect(refunds?.headline.find((figure) => figure.id === 'median')?.value).toBe('3d 4h');
    expect(refunds?.headline.find((figure) => figure.id === 'overdue')?.label).toBe('Overdue (over 14 days)');
    expect(credit?.headline.map((figure) => figure.value)).toEqual(['2', 'CNY 4,200.30']);
  });

  it('lays the numbers out in tables with one amount column per currency and exact totals', () => {
    const byDay = sales?.pairs.find((pair) => pair.id === 'sales-by-day')?.table;
    expect(byDay?.columns.map((column) => column.label)).toEqual(['Day', 'Orders', 'Tickets', 'Amount CNY', 'Amount USD']);
    expect(byDay?.rows.map((row) => row.cells)).toEqual([
      ['MO 23NOV', '2', '4', '4,200.30', ''],
      ['TU 24NOV', '0', '0', '', ''],
      ['WE 25NOV', '1', '1', '', '99.99'],
    ]);
    expect(byDay?.total).toEqual(['Total', '3', '5', '4,200.30', '99.99']);
    // 0.10 + 0.20 is 0.30, not 0.30000000000000004.
    expect(sales?.pairs.find((pair) => pair.id === 'sales-unpaid')?.table.total).toEqual(['Total', '2', '0.30', '']);
    expect(credit?.pairs[0]?.table.total).toEqual(['Total', '2', '4,200.30']);
    // A profile by the name the agent gave it, not the desk's id for it (p-prod).
    const byProfile = sales?.pairs.find((pair) => pair.id === 'sales-by-profile')?.table;
    expect(byProfile?.columns.map((column) => column.label).slice(0, 3)).toEqual(['Profile', 'Orders', 'Tickets']);
    expect(byProfile?.rows.map((row) => row.cells[0])).toEqual(['Agency production']);
    expect(refunds?.pairs.find((pair) => pair.id === 'refunds-ageing')?.table.rows.map((row) => row.cells)).toEqual([
      ['917083410200000041', '55', 'CNY 300.00'],
      ['917083410200000042', '20', 'CNY 500.00'],
    ]);
  });

  it('gives every chart a one-sentence summary and a chart only where there is something to draw', () => {
    expect(sales?.pairs.filter((pair) => pair.chart).map((pair) => pair.chart?.summary)).toEqual([
      'Bars of tickets issued per day: 5 in all; the most on 23NOV (4).',
      'Ring of the carriers’ share of tickets: the largest is CA, 80.0% of tickets.',
    ]);
    const noSales = reportBlocks({ ...weekFigures(), sales: { ...weekFigures().sales, byCarrier: [] } }, text, look);
    expect(noSales[0]?.pairs.find((pair) => pair.id === 'sales-by-carrier')?.chart).toBeNull();
  });

  it("draws main's refund ageing bands as they are, named in the desk's words (not worked out from the refunds listed)", () => {
    const figures = weekFigures();
    const chartOf = (overdue: typeof figures.refunds.overdue) => {
      const blocks = reportBlocks({ ...figures, refunds: { ...figures.refunds, overdue } }, text, look);
      const option = blocks[1]?.pairs.find((pair) => pair.id === 'refunds-ageing')?.chart?.option as { xAxis: { data: string[] }; series: { data: number[] }[] } | undefined;
      return option && option.xAxis.data.map((band, index) => [band, option.series[0]?.data[index]]);
    };
    expect(chartOf(figures.refunds.overdue)).toEqual([['8–14d', 0], ['15–30d', 1], ['31–60d', 1], ['> 60d', 0]]);
    // 150 overdue, 100 of them listed: the bands count all 150.
    const many = { ...figures.refunds.overdue, refunds: 150, bands: figures.refunds.overdue.bands.map((band) => (band.band === 'longer' ? { ...band, refunds: 148 } : band)) };
    expect(chartOf(many)?.at(-1)).toEqual(['> 60d', 148]);
    expect(chartOf({ ...figures.refunds.overdue, refunds: 0, listed: [], bands: [] })).toBeUndefined();
  });
});
