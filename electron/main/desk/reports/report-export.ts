import ExcelJS from 'exceljs';
import { APP_NAME } from '../../app-identity';
import type { Language } from '../../../contract/domains/language';
import type { ReportExport, ReportExportFormat, ReportFigures } from '../../../contract/domains/reports';
import { fromUnits, toUnits } from '../../../contract/money';
import { csvCell } from '../../archive/orders/export-orders';
import { reportLayout, type ReportCell, type ReportLayout, type ReportSection } from './report-sheets';

const MONEY_FORMAT = '#,##0.00';
const DATE_FORMAT = 'yyyy-mm-dd';

/** The figures as a file the agent downloads: XLSX (one sheet per block) or CSV (the same sections, one after another). */
export async function exportReport(figures: ReportFigures, format: ReportExportFormat, language: Language): Promise<ReportExport> {
  const layout = reportLayout(figures, language);
  const { range, environment } = figures;
  const stem = `report-${environment}-${range.from}${range.to === range.from ? '' : `-to-${range.to}`}`;
  if (format === 'csv') {
    const content = csvOf(layout);
    return { fileName: `${stem}.csv`, mimeType: 'text/csv', encoding: 'utf-8', content, bytes: Buffer.byteLength(content, 'utf8') };
  }
  const buffer = await xlsxOf(layout);
  return {
    fileName: `${stem}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    encoding: 'base64',
    content: buffer.toString('base64'),
    bytes: buffer.length,
  };
}

/** A section's totals: each count and money column summed exactly (money as integer units). */
function sectionTotals(section: ReportSection): (ReportCell | null)[] {
  const width = Math.max(section.header.length, ...section.rows.map((row) => row.length));
  return Array.from({ length: width }, (_, column): ReportCell => {
    const cells = section.rows.map((row) => row[column] ?? null).filter((cell): cell is NonNullable<ReportCell> => cell !== null);
    if (column === 0 || cells.length === 0) return null;
    if (cells.every((cell) => cell.kind === 'count')) return { kind: 'count', value: cells.reduce((sum, cell) => sum + (cell.kind === 'count' ? cell.value : 0), 0) };
    if (cells.every((cell) => cell.kind === 'money')) return { kind: 'money', value: fromUnits(cells.reduce((sum, cell) => sum + (cell.kind === 'money' ? toUnits(cell.value) : 0), 0)) };
    return null;
  });
}

// ---------------------------------------------------------------- CSV

function csvValue(cell: ReportCell): string | number | null {
  if (cell === null) return null;
  return cell.value;
}

function csvOf(layout: ReportLayout): string {
  const lines: (string | number | null)[][] = [...layout.heading, []];
  for (const sheet of layout.sheets) {
    for (const section of sheet.sections) {
      lines.push([`${sheet.name} — ${section.title}`], section.header, ...section.rows.map((row) => row.map(csvValue)));
      if (section.totals) lines.push(sectionTotals(section).map((cell, column) => (column === 0 ? layout.totalWord : csvValue(cell))));
      lines.push([]);
    }
  }
  // A byte order mark makes spreadsheet programs read UTF-8 (Chinese words, names) correctly.
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- XLSX

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function putCell(cell: ExcelJS.Cell, value: ReportCell): void {
  if (value === null) return;
  switch (value.kind) {
    case 'text':
      cell.value = value.value;
      return;
    case 'count':
      cell.value = value.value;
      return;
    case 'hours':
      cell.value = value.value;
      cell.numFmt = '0.0';
      return;
    case 'money':
      // A real number cell: the spreadsheet adds it up. The decimal string is exact; the double
      // nearest to it is what a spreadsheet stores for any typed amount.
      cell.value = Number(value.value);
      cell.numFmt = MONEY_FORMAT;
      return;
    case 'date':
      // A real date cell: the day at 00:00 as a spreadsheet serial (exceljs counts from UTC).
      cell.value = new Date(`${value.value}T00:00:00Z`);
      cell.numFmt = DATE_FORMAT;
      return;
  }
}

async function xlsxOf(layout: ReportLayout): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = APP_NAME;
  for (const sheet of layout.sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31));
    for (const [label, value] of layout.heading) {
      const row = ws.addRow([label, value]);
      row.getCell(1).font = { bold: true };
    }
    ws.addRow([]);
    for (const section of sheet.sections) {
      ws.addRow([section.title]).getCell(1).font = { bold: true, size: 12 };
      const header = ws.addRow(section.header);
      header.font = { bold: true };
      const first = ws.rowCount + 1;
      for (const values of section.rows) {
        const row = ws.addRow([]);
        values.forEach((value, column) => putCell(row.getCell(column + 1), value));
      }
      const last = ws.rowCount;
      if (section.totals) {
        const row = ws.addRow([layout.totalWord]);
        row.font = { bold: true };
        sectionTotals(section).forEach((total, column) => {
          if (total === null || column === 0) return;
          const letter = columnLetter(column);
          const result = total.kind === 'money' ? Number(total.value) : total.kind === 'count' ? total.value : 0;
          // A formula with its result cached: the file reads right before any recalculation.
          const cell = row.getCell(column + 1);
          cell.value = section.rows.length > 0 ? { formula: `SUM(${letter}${first}:${letter}${last})`, result } : result;
          if (total.kind === 'money') cell.numFmt = MONEY_FORMAT;
        });
      }
      ws.addRow([]);
    }
    ws.columns.forEach((column, index) => {
      column.width = index === 0 ? 28 : 16;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
