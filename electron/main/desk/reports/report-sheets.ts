import type { DeskWords } from '../../../contract/words/en';
import type { Language } from '../../../contract/domains/language';
import type { AgeingBandLine, ReportAmount, ReportFigures, SalesLine } from '../../../contract/domains/reports';
import type { WordCode } from '../../../contract/words/wording';
import { word } from '../../../contract/words/word';

/** The codes of the catalogue's sentences (entries without parameters). */
type SentenceCode = { [C in WordCode]: DeskWords[C] extends string ? C : never }[WordCode];

/**
 * The figures laid out as the export shows them, once, for both formats (XLSX and CSV carry the
 * same numbers): sheets of sections, each a title, a header and rows, with totals where a column
 * adds up. Words in the desk's language at the time of the export.
 */
export type ReportCell =
  | { kind: 'text'; value: string }
  | { kind: 'count'; value: number }
  /** A decimal string, exact. */
  | { kind: 'money'; value: string }
  /** A business day, `yyyy-MM-dd`. */
  | { kind: 'date'; value: string }
  /** Hours, one decimal (a waiting time). */
  | { kind: 'hours'; value: number }
  | null;

export interface ReportSection {
  title: string;
  header: string[];
  rows: ReportCell[][];
  /** A last row adding up every count and money column (a SUM formula in XLSX). */
  totals: boolean;
}

interface ReportSheet {
  name: string;
  sections: ReportSection[];
}

export interface ReportLayout {
  /** Lines above every sheet: title, environment, period, time zone, when read. */
  heading: [string, string][];
  /** The first cell of a totals row. */
  totalWord: string;
  sheets: ReportSheet[];
}

const text = (value: string): ReportCell => ({ kind: 'text', value });
const count = (value: number): ReportCell => ({ kind: 'count', value });
const date = (value: string): ReportCell => ({ kind: 'date', value });
const hours = (minutes: number | null): ReportCell => (minutes === null ? null : { kind: 'hours', value: Math.round(minutes / 6) / 10 });

/** One cell per currency of `currencies`: the line's amount in it, else none (an empty cell, not a zero that was never there). */
function moneyCells(amounts: readonly ReportAmount[], currencies: readonly string[]): ReportCell[] {
  return currencies.map((currency) => {
    const found = amounts.find((amount) => amount.currency === currency);
    return found ? { kind: 'money', value: found.amount } : null;
  });
}

/** A band's days waited as the screen's chart names them, without the unit (the column says days): ≤ 7, 8–14, > 60. */
function dayRange(band: AgeingBandLine): string {
  if (band.upToDays === null) return `> ${band.afterDays}`;
  return band.afterDays === 0 ? `≤ ${band.upToDays}` : `${band.afterDays + 1}–${band.upToDays}`;
}

/** Every currency that occurs in some lines, by code. */
function currenciesOf(...lists: (readonly ReportAmount[])[]): string[] {
  return [...new Set(lists.flatMap((list) => list.map((amount) => amount.currency)))].sort();
}

export function reportLayout(figures: ReportFigures, language: Language): ReportLayout {
  const w = (code: SentenceCode) => word(language, code);
  const none = word(language, 'reports.none');
  const amountHeads = (currencies: readonly string[]) => currencies.map((currency) => word(language, 'reports.column.amount', { currency: currency || none }));
  const { sales, refunds, credit, range } = figures;

  const salesCurrencies = currenciesOf(sales.amounts, ...sales.unpaid.map((line) => line.amounts));
  const breakdown = (title: string, lines: readonly SalesLine[], withName: boolean): ReportSection => ({
    title,
    header: [word(language, 'reports.column.key'), ...(withName ? [word(language, 'reports.column.name')] : []), word(language, 'reports.column.orders'), word(language, 'reports.column.tickets'), ...amountHeads(salesCurrencies)],
    rows: lines.map((line) => [text(line.key || none), ...(withName ? [text(line.label ?? '')] : []), count(line.orders), count(line.tickets), ...moneyCells(line.amounts, salesCurrencies)]),
    totals: true,
  });
  const salesSheet: ReportSheet = {
    name: w('reports.sheet.sales'),
    sections: [
      {
        title: w('reports.section.byDay'),
        header: [w('reports.column.day'), w('reports.column.orders'), w('reports.column.tickets'), ...amountHeads(salesCurrencies)],
        rows: sales.byDay.map((line) => [date(line.key), count(line.orders), count(line.tickets), ...moneyCells(line.amounts, salesCurrencies)]),
        totals: true,
      },
      breakdown(w('reports.section.byCarrier'), sales.byCarrier, false),
      breakdown(w('reports.section.byRoute'), sales.byRoute, false),
      breakdown(w('reports.section.byCabin'), sales.byCabin, false),
      // A profile by its name: its id (`sandbox`, `p-…`) is the desk's own and means nothing to an accountant.
      breakdown(w('reports.section.byProfile'), sales.byProfile.map((line) => ({ ...line, key: line.label ?? line.key, label: null })), false),
      ...(sales.byAgent ? [breakdown(w('reports.section.byAgent'), sales.byAgent, true)] : []),
      {
        title: w('reports.section.averageTicket'),
        header: [w('reports.column.currency'), w('reports.column.value')],
        rows: sales.averageTicket.map((line) => [text(line.currency || none), { kind: 'money', value: line.amount }]),
        totals: false,
      },
      {
        title: w('reports.section.unpaid'),
        header: [w('reports.column.reason'), w('reports.column.orders'), ...amountHeads(salesCurrencies)],
        rows: [
          ...sales.unpaid.map((line) => [text(w(`reports.reason.${line.reason}`)), count(line.orders), ...moneyCells(line.amounts, salesCurrencies)]),
        ],
        totals: true,
      },
      {
        title: w('reports.column.figure'),
        header: [w('reports.column.figure'), w('reports.column.value')],
        rows: [
          [text(w('reports.figure.booked')), count(sales.booked)],
          [text(w('reports.figure.paid')), count(sales.paid)],
          [text(w('reports.figure.withoutAmount')), count(sales.withoutAmount)],
        ],
        totals: false,
      },
    ],
  };

  const refundCurrencies = currenciesOf(refunds.submitted.amounts, refunds.reimbursed.amounts, refunds.reimbursed.requested, refunds.rejected.amounts);
  const ageingCurrencies = currenciesOf(...refunds.overdue.bands.map((band) => band.amounts));
  const refundSheet: ReportSheet = {
    name: w('reports.sheet.refunds'),
    sections: [
      {
        title: w('reports.section.byDay'),
        header: [
          w('reports.column.day'),
          w('reports.column.submitted'),
          w('reports.column.reimbursed'),
          w('reports.column.rejected'),
          ...refundCurrencies.map((currency) => word(language, 'reports.column.submittedAmount', { currency: currency || none })),
          ...refundCurrencies.map((currency) => word(language, 'reports.column.reimbursedAmount', { currency: currency || none })),
        ],
        rows: refunds.byDay.map((day) => [date(day.day), count(day.submitted), count(day.reimbursed), count(day.rejected), ...moneyCells(day.submittedAmounts, refundCurrencies), ...moneyCells(day.reimbursedAmounts, refundCurrencies)]),
        totals: true,
      },
      {
        title: w('reports.section.refundSummary'),
        header: [w('reports.column.figure'), w('reports.column.orders'), ...amountHeads(refundCurrencies)],
        rows: [
          [text(w('reports.column.submitted')), count(refunds.submitted.refunds), ...moneyCells(refunds.submitted.amounts, refundCurrencies)],
          [text(w('reports.figure.requested')), count(refunds.reimbursed.refunds), ...moneyCells(refunds.reimbursed.requested, refundCurrencies)],
          [text(w('reports.column.reimbursed')), count(refunds.reimbursed.refunds), ...moneyCells(refunds.reimbursed.amounts, refundCurrencies)],
          [text(w('reports.figure.partly')), count(refunds.reimbursed.partly), ...moneyCells(refunds.reimbursed.outstanding, refundCurrencies)],
          [text(w('reports.column.rejected')), count(refunds.rejected.refunds), ...moneyCells(refunds.rejected.amounts, refundCurrencies)],
          [text(w('reports.figure.vouchersReceived')), count(refunds.vouchers.received), ...moneyCells(refunds.vouchers.amounts, refundCurrencies)],
        ],
        totals: false,
      },
      {
        title: w('reports.section.waiting'),
        header: [w('reports.column.figure'), w('reports.column.value')],
        rows: [
          [text(w('reports.column.reimbursed')), count(refunds.waiting.refunds)],
          [text(w('reports.figure.medianHours')), hours(refunds.waiting.medianMinutes)],
          [text(w('reports.figure.p90Hours')), hours(refunds.waiting.p90Minutes)],
        ],
        totals: false,
      },
      {
        title: w('reports.section.overdue'),
        header: [w('reports.column.orderNum'), w('reports.column.requestedAt'), w('reports.column.waitingDays'), w('reports.column.currency'), w('reports.column.value')],
        rows: refunds.overdue.listed.map((refund) => [text(refund.orderNum), text(refund.requestedAt), count(refund.waitingDays), refund.amount ? text(refund.amount.currency) : null, refund.amount ? { kind: 'money', value: refund.amount.amount } : null]),
        totals: false,
      },
      {
        // Main's bands over every overdue refund (the listing above stops at 100): the Reports screen's ageing chart, as numbers.
        title: w('reports.section.ageing'),
        header: [w('reports.column.daysWaited'), w('reports.column.orders'), ...amountHeads(ageingCurrencies)],
        rows: refunds.overdue.bands.map((band) => [text(dayRange(band)), count(band.refunds), ...moneyCells(band.amounts, ageingCurrencies)]),
        totals: true,
      },
      {
        title: w('reports.section.vouchers'),
        header: [w('reports.column.voucher'), w('reports.column.orderNum'), w('reports.column.passenger'), w('reports.column.validEnd'), w('reports.column.daysLeft'), w('reports.column.currency'), w('reports.column.value')],
        rows: refunds.vouchers.listed.map((voucher) => [
          text(voucher.voucherNumber),
          text(voucher.orderNum),
          voucher.passenger === null ? null : text(voucher.passenger),
          voucher.validEnd && /^\d{4}-\d{2}-\d{2}$/.test(voucher.validEnd) ? date(voucher.validEnd) : voucher.validEnd ? text(voucher.validEnd) : null,
          voucher.daysLeft === null ? null : count(voucher.daysLeft),
          voucher.amount ? text(voucher.amount.currency) : null,
          voucher.amount ? { kind: 'money', value: voucher.amount.amount } : null,
        ]),
        totals: false,
      },
    ],
  };

  const creditCurrencies = currenciesOf(credit.amounts);
  const creditSheet: ReportSheet = {
    name: w('reports.sheet.credit'),
    sections: [
      {
        title: w('reports.section.byDay'),
        header: [w('reports.column.day'), w('reports.column.payments'), ...amountHeads(creditCurrencies)],
        rows: credit.byDay.map((day) => [date(day.day), count(day.payments), ...moneyCells(day.amounts, creditCurrencies)]),
        totals: true,
      },
      {
        title: w('reports.column.figure'),
        header: [w('reports.column.figure'), w('reports.column.value')],
        rows: [[text(w('reports.figure.unknownOutcome')), count(credit.unknownOutcome)]],
        totals: false,
      },
    ],
  };

  return {
    heading: [
      [w('reports.title'), ''],
      [w('reports.environment'), w(`reports.environment.${figures.environment}`)],
      [w('reports.period'), range.from === range.to ? range.from : `${range.from} – ${range.to}`],
      [w('reports.timeZone'), `${range.timeZone} (UTC${range.utcOffsets.join(', UTC')})`],
      [w('reports.readAt'), figures.readAt],
    ],
    totalWord: w('reports.total'),
    sheets: [salesSheet, refundSheet, creditSheet],
  };
}
