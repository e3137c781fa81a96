/**
 * The Reports screen's three blocks, built from one answer of `reports.figures`: what each block's
 * headline says, what its charts draw and the tables of their numbers. Pure (the words and the
 * palette are passed in), so the blocks are tested against figures worked out by hand.
 * The tables lay the numbers out as the export does (one amount column per currency, a totals
 * row where a column adds up), so the spreadsheet and the screen can be compared cell by cell.
 */
import type { ReportAmount, ReportFigures, SalesLine } from '@contract/domains/reports';
import { formatCount, formatDayMonth, formatMoney, formatWeekdayDayMonth, groupThousands } from '@contract/format/desk-format';
import { addMoney } from '@contract/money';
import type { UiText } from '../ui-text/en';
import { format } from '../ui-text';
import { plural } from '../ui-text/plural';
import { barsOption, shareOption, type ChartPalette, type ChartPoint } from './charts/chart-options';
import type { BlockView, ChartWithTable, FiguresColumn, FiguresRow, FiguresTableView } from './report-block-view';

/** How the charts are drawn: the theme's colours and the desk's small font size. */
interface ChartLook {
  palette: ChartPalette;
  fontSize: number;
}

/** "CNY 12,400.50 · USD 80.00"; "—" when there is no amount at all. */
function amountsText(amounts: readonly ReportAmount[], none: string): string {
  return amounts.length === 0 ? none : amounts.map((amount) => formatMoney(amount.amount, amount.currency || null)).join(' · ');
}

/** Every currency in these lines, by code: one amount column each, as the export has them. */
function currenciesOf(...lists: (readonly ReportAmount[])[]): string[] {
  return [...new Set(lists.flatMap((list) => list.map((amount) => amount.currency)))].sort();
}

function amountCells(amounts: readonly ReportAmount[], currencies: readonly string[]): string[] {
  return currencies.map((currency) => {
    const found = amounts.find((amount) => amount.currency === currency);
    return found ? groupThousands(found.amount) : '';
  });
}

/** Each currency's column added up exactly; empty where no line has an amount in it (as the export's SUM of nothing is left out). */
function amountTotals(lists: readonly (readonly ReportAmount[])[], currencies: readonly string[]): string[] {
  return currencies.map((currency) => {
    const amounts = lists.flatMap((list) => list.filter((amount) => amount.currency === currency).map((amount) => amount.amount));
    return amounts.length === 0 ? '' : groupThousands(addMoney(...amounts));
  });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** "3d 04h" / "3天4小时": a waiting time of days reads in days and hours, not in thousands of minutes. */
function waitingText(minutes: number | null, t: UiText): string {
  if (minutes === null) return t.reports.none;
  const hours = Math.round(minutes / 60);
  return format(t.reports.daysHours, { days: Math.floor(hours / 24), hours: hours % 24 });
}

/** The busiest point of a chart, for its one-sentence summary. */
function peak(points: readonly ChartPoint[]): ChartPoint | null {
  return points.reduce<ChartPoint | null>((best, point) => (best === null || Number(point.value) > Number(best.value) ? point : best), null);
}

function salesLines(lines: readonly SalesLine[], currencies: readonly string[], keyText: (line: SalesLine) => string, withName: boolean): FiguresRow[] {
  return lines.map((line) => ({ key: line.key, cells: [keyText(line), ...(withName ? [line.label ?? ''] : []), formatCount(line.orders), formatCount(line.tickets), ...amountCells(line.amounts, currencies)] }));
}

function breakdownTable(caption: string, keyLabel: string, lines: readonly SalesLine[], currencies: readonly string[], withName: boolean, t: UiText, keyText: (line: SalesLine) => string = (line) => line.key || t.reports.none): FiguresTableView {
  const c = t.reports.columns;
  const columns: FiguresColumn[] = [{ label: keyLabel }, ...(withName ? [{ label: c.name }] : []), { label: c.orders, numeric: true }, { label: c.tickets, numeric: true }, ...currencies.map((currency) => ({ label: format(c.amount, { currency: currency || t.reports.none }), numeric: true }))];
  return {
    caption,
    columns,
    rows: salesLines(lines, currencies, keyText, withName),
    total: [t.reports.total, ...(withName ? [''] : []), formatCount(sum(lines.map((line) => line.orders))), formatCount(sum(lines.map((line) => line.tickets))), ...amountTotals(lines.map((line) => line.amounts), currencies)],
  };
}

/** A profile by the name the agent gave it: its id (\`sandbox\`, \`p-…\`) is the desk's own and means nothing to people. */
function profileName(line: SalesLine): string {
  return line.label ?? line.key;
}

function salesBlock(figures: ReportFigures, t: UiText, look: ChartLook): BlockView {
  const s = figures.sales;
  const r = t.reports;
  const currencies = currenciesOf(s.amounts, ...s.unpaid.map((line) => line.amounts));
  const dayPoints = s.byDay.map((line) => ({ label: formatDayMonth(line.key), value: line.tickets }));
  const carrierPoints = s.byCarrier.filter((line) => line.tickets > 0).map((line) => ({ label: line.key || r.none, value: line.tickets }));
  const busiest = peak(dayPoints);
  const topCarrier = peak(carrierPoints);
  const pairs: ChartWithTable[] = [
    {
      id: 'sales-by-day',
      chart: { option: barsOption(dayPoints, look.palette, look.fontSize), summary: format(r.sales.byDaySummary, { tickets: formatCount(s.tickets), days: s.byDay.length, peak: busiest?.label ?? r.none, peakTickets: busiest ? formatCount(Number(busiest.value)) : '0' }) },
      table: breakdownTable(r.sales.byDay, r.columns.day, s.byDay, currencies, false, t, (line) => formatWeekdayDayMonth(line.key)),
    },
    {
      id: 'sales-by-carrier',
      chart: carrierPoints.length > 0 ? { option: shareOption(carrierPoints, look.palette, look.fontSize, r.sales.otherCarriers), summary: format(r.sales.byCarrierSummary, { carriers: carrierPoints.length, top: topCarrier?.label ?? r.none, share: topCarrier ? shareText(Number(topCarrier.value), s.tickets) : '0' }) } : null,
      table: breakdownTable(r.sales.byCarrier, r.columns.carrier, s.byCarrier, currencies, false, t),
    },
    { id: 'sales-by-route', chart: null, table: breakdownTable(r.sales.byRoute, r.columns.route, s.byRoute, currencies, false, t) },
    { id: 'sales-by-cabin', chart: null, table: breakdownTable(r.sales.byCabin, r.columns.cabin, s.byCabin, currencies, false, t) },
    { id: 'sales-by-profile', chart: null, table: breakdownTable(r.sales.byProfile, r.columns.profile, s.byProfile, currencies, false, t, profileName) },
    ...(s.byAgent ? [{ id: 'sales-by-agent', chart: null, table: breakdownTable(r.sales.byAgent, r.columns.agent, s.byAgent, currencies, true, t) }] : []),
    {
      id: 'sales-unpaid',
      chart: null,
      table: {
        caption: r.sales.unpaidTable,
        columns: [{ label: r.columns.reason }, { label: r.columns.orders, numeric: true }, ...currencies.map((currency) => ({ label: format(r.columns.amount, { currency: currency || r.none }), numeric: true }))],
        rows: s.unpaid.map((line) => ({ key: line.reason, cells: [r.sales.reasons[line.reason], formatCount(line.orders), ...amountCells(line.amounts, currencies)] })),
        total: [r.total, formatCount(sum(s.unpaid.map((line) => line.orders))), ...amountTotals(s.unpaid.map((line) => line.amounts), currencies)],
      },
    },
  ];
  const unpaid = sum(s.unpaid.map((line) => line.orders));
  return {
    id: 'sales',
    title: r.sales.title,
    headline: [
      { id: 'orders', label: r.sales.orders, value: formatCount(s.orders) },
      { id: 'tickets', label: r.sales.tickets, value: formatCount(s.tickets) },
      { id: 'amount', label: r.sales.amount, value: amountsText(s.amounts, r.none) },
      { id: 'average', label: r.sales.average, value: amountsText(s.averageTicket, r.none) },
      { id: 'booked', label: r.sales.booked, value: format(r.sales.bookedValue, { booked: formatCount(s.booked), paid: formatCount(s.paid) }) },
      { id: 'unpaid', label: r.sales.unpaid, value: unpaid === 0 ? '0' : s.unpaid.filter((line) => line.orders > 0).map((line) => `${r.sales.reasons[line.reason]} ${formatCount(line.orders)}`).join(' · ') },
      ...(s.withoutAmount > 0 ? [{ id: 'without-amount', label: r.sales.withoutAmount, value: formatCount(s.withoutAmount) }] : []),
    ],
    pairs,
  };
}

/** "42.9": a share of a count, one decimal, for the eye only (the counts themselves are in the table). */
function shareText(part: number, whole: number): string {
  return whole === 0 ? '0' : (Math.round((part * 1000) / whole) / 10).toFixed(1);
}

function refundsBlock(figures: ReportFigures, t: UiText, look: ChartLook): BlockView {
  const f = figures.refunds;
  const r = t.reports;
  const c = r.columns;
  const currencies = currenciesOf(f.submitted.amounts, f.reimbursed.amounts, f.reimbursed.requested, f.rejected.amounts);
  const ageing = r.refunds.ageingBands;
  const dayPoints = f.byDay.map((day) => ({ label: formatDayMonth(day.day), value: day.submitted }));
  const busiest = peak(dayPoints);
  const byDay: FiguresTableView = {
    caption: r.refunds.byDay,
    columns: [{ label: c.day }, { label: c.submitted, numeric: true }, { label: c.reimbursed, numeric: true }, { label: c.rejected, numeric: true }, ...currencies.map((currency) => ({ label: format(c.reimbursedAmount, { currency: currency || r.none }), numeric: true }))],
    rows: f.byDay.map((day) => ({ key: day.day, cells: [formatWeekdayDayMonth(day.day), formatCount(day.submitted), formatCount(day.reimbursed), formatCount(day.rejected), ...amountCells(day.reimbursedAmounts, currencies)] })),
    total: [r.total, formatCount(sum(f.byDay.map((day) => day.submitted))), formatCount(sum(f.byDay.map((day) => day.reimbursed))), formatCount(sum(f.byDay.map((day) => day.rejected))), ...amountTotals(f.byDay.map((day) => day.reimbursedAmounts), currencies)],
  };
  // The bands are main's (every overdue refund, not only the ones listed): the page only names them.
  const bandPoints = f.overdue.bands.map((band) => ({ label: ageing[band.band], value: band.refunds }));
  const overdue: FiguresRow[] = f.overdue.listed.map((refund) => ({ key: String(refund.orderId), cells: [refund.orderNum, formatCount(refund.waitingDays), refund.amount ? formatMoney(refund.amount.amount, refund.amount.currency || null) : r.none] }));
  return {
    id: 'refunds',
    title: r.refunds.title,
    headline: [
      { id: 'submitted', label: r.refunds.submitted, value: `${formatCount(f.submitted.refunds)} · ${amountsText(f.submitted.amounts, r.none)}` },
      { id: 'reimbursed', label: r.refunds.reimbursed, value: `${formatCount(f.reimbursed.refunds)} · ${amountsText(f.reimbursed.amounts, r.none)}` },
      { id: 'partly', label: r.refunds.partly, value: f.reimbursed.partly === 0 ? '0' : `${formatCount(f.reimbursed.partly)} · ${format(r.refunds.outstanding, { amount: amountsText(f.reimbursed.outstanding, r.none) })}` },
      { id: 'rejected', label: r.refunds.rejected, value: `${formatCount(f.rejected.refunds)} · ${amountsText(f.rejected.amounts, r.none)}` },
      { id: 'median', label: r.refunds.median, value: waitingText(f.waiting.medianMinutes, t) },
      { id: 'p90', label: r.refunds.p90, value: waitingText(f.waiting.p90Minutes, t) },
      { id: 'overdue', label: plural(f.overdue.overdueDays, r.refunds.overdue), value: `${formatCount(f.overdue.refunds)} · ${amountsText(f.overdue.amounts, r.none)}` },
      { id: 'vouchers', label: r.refunds.vouchers, value: format(r.refunds.vouchersValue, { received: formatCount(f.vouchers.received), expiring: formatCount(f.vouchers.expiringSoon) }) },
    ],
    pairs: [
      {
        id: 'refunds-by-day',
        chart: { option: barsOption(dayPoints, look.palette, look.fontSize), summary: format(r.refunds.byDaySummary, { refunds: formatCount(f.submitted.refunds), days: f.byDay.length, peak: busiest?.label ?? r.none }) },
        table: byDay,
      },
      {
        id: 'refunds-ageing',
        chart: f.overdue.refunds > 0 ? { option: barsOption(bandPoints, look.palette, look.fontSize), summary: format(r.refunds.ageingSummary, { refunds: formatCount(f.overdue.refunds) }) } : null,
        table: { caption: plural(f.overdue.overdueDays, r.refunds.overdueTable), columns: [{ label: c.orderNum }, { label: c.waitingDays, numeric: true }, { label: c.amountAny, numeric: true }], rows: overdue },
      },
      {
        id: 'refunds-vouchers',
        chart: null,
        table: {
          caption: r.refunds.vouchersTable,
          columns: [{ label: c.voucher }, { label: c.orderNum }, { label: c.validEnd }, { label: c.daysLeft, numeric: true }, { label: c.amountAny, numeric: true }],
          rows: f.vouchers.listed.map((voucher) => ({ key: voucher.voucherNumber, cells: [voucher.voucherNumber, voucher.orderNum, voucher.validEnd ? formatDayMonth(voucher.validEnd) : r.none, voucher.daysLeft === null ? r.none : formatCount(voucher.daysLeft), voucher.amount ? formatMoney(voucher.amount.amount, voucher.amount.currency || null) : r.none] })),
        },
      },
    ],
  };
}

function creditBlock(figures: ReportFigures, t: UiText, look: ChartLook): BlockView {
  const f = figures.credit;
  const r = t.reports;
  const currencies = currenciesOf(f.amounts);
  // The bars draw the first currency's amounts (the partner credit is kept in one; others are in the table).
  const charted = currencies[0] ?? null;
  const dayPoints = f.byDay.map((day) => ({ label: formatDayMonth(day.day), value: charted === null ? 0 : (day.amounts.find((amount) => amount.currency === charted)?.amount ?? '0') }));
  const busiest = peak(dayPoints);
  return {
    id: 'credit',
    title: r.credit.title,
    headline: [
      { id: 'payments', label: r.credit.payments, value: formatCount(f.payments) },
      { id: 'amount', label: r.credit.amount, value: amountsText(f.amounts, r.none) },
      ...(f.unknownOutcome > 0 ? [{ id: 'unknown', label: r.credit.unknownOutcome, value: formatCount(f.unknownOutcome) }] : []),
    ],
    pairs: [
      {
        id: 'credit-by-day',
        chart: { option: barsOption(dayPoints, look.palette, look.fontSize), summary: format(r.credit.byDaySummary, { amount: amountsText(f.amounts, r.none), days: f.byDay.length, peak: busiest && Number(busiest.value) > 0 ? busiest.label : r.none }) },
        table: {
          caption: r.credit.byDay,
          columns: [{ label: r.columns.day }, { label: r.columns.payments, numeric: true }, ...currencies.map((currency) => ({ label: format(r.columns.amount, { currency: currency || r.none }), numeric: true }))],
          rows: f.byDay.map((day) => ({ key: day.day, cells: [formatWeekdayDayMonth(day.day), formatCount(day.payments), ...amountCells(day.amounts, currencies)] })),
          total: [r.total, formatCount(sum(f.byDay.map((day) => day.payments))), ...amountTotals(f.byDay.map((day) => day.amounts), currencies)],
        },
      },
    ],
  };
}

/** The three blocks, in the order the screen shows them. */
export function reportBlocks(figures: ReportFigures, t: UiText, look: ChartLook): BlockView[] {
  return [salesBlock(figures, t, look), refundsBlock(figures, t, look), creditBlock(figures, t, look)];
}
