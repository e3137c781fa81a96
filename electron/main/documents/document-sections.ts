import { word } from '../../contract/words';
import type { Language } from '../../contract/domains/language';
import type { DocumentWords } from './document-words';
import type { DocumentOrder, Letterhead } from './document-model';
import { ACCENT, INK, MUTED, RULE, WARNING, type PdfCanvas } from './pdf-canvas';
import { formatClock, formatDayMonthYear } from '../../contract/format/desk-format';

/** One fact of a document's head: its label (one line per language) and its value lines. */
export interface Fact {
  label: string[];
  value: string[];
}

const LOGO_HEIGHT = 44;
const LOGO_MAX_WIDTH = 140;

/** The agency's name, logo and contact lines across the top of the first page. */
export async function drawLetterhead(canvas: PdfCanvas, letterhead: Letterhead | null, words: DocumentWords): Promise<void> {
  if (!letterhead) return;
  const top = canvas.y;
  let nameX = canvas.left;
  if (letterhead.logo) {
    const image = letterhead.logo.type === 'png' ? await canvas.doc.embedPng(letterhead.logo.bytes) : await canvas.doc.embedJpg(letterhead.logo.bytes);
    const scale = Math.min(LOGO_HEIGHT / image.height, LOGO_MAX_WIDTH / image.width);
    canvas.page.drawImage(image, { x: canvas.left, y: top - image.height * scale, width: image.width * scale, height: image.height * scale });
    nameX += image.width * scale + 12;
  }
  const contact = [
    letterhead.address,
    letterhead.telephone ? words.first('documents.letterhead.telephone', { value: letterhead.telephone }) : null,
    letterhead.email ? words.first('documents.letterhead.email', { value: letterhead.email }) : null,
    letterhead.licenceNumber ? words.first('documents.letterhead.licence', { value: letterhead.licenceNumber }) : null,
  ].filter((line): line is string => line !== null && line !== '');
  const right = canvas.left + canvas.width;
  const contactLines = contact.flatMap((line) => canvas.wrap(line, canvas.width * 0.42, 8));
  contactLines.forEach((line, index) => canvas.text(line, right, top - index * canvas.lineHeight(8), { size: 8, color: MUTED }, 'right'));
  // The name takes what the contact lines leave (a fixed share wrapped 天路旅行 with room to spare beside short lines).
  const contactWidth = Math.max(0, ...contactLines.map((line) => canvas.measure(line, 8)));
  const nameLines = canvas.wrap(letterhead.agencyName, Math.max(canvas.width * 0.3, right - contactWidth - 18 - nameX), 15);
  nameLines.forEach((line, index) => canvas.text(line, nameX, top - index * canvas.lineHeight(15), { size: 15, color: ACCENT, bold: true }));
  const height = Math.max(letterhead.logo ? LOGO_HEIGHT : 0, nameLines.length * canvas.lineHeight(15), contactLines.length * canvas.lineHeight(8));
  canvas.y = top - height - 8;
  canvas.rule(canvas.y, ACCENT, 1.2);
  canvas.gap(14);
}

/** The document's title (both languages side by side) and, for an order not made in production, why it is not a travel document. */
export function drawTitle(canvas: PdfCanvas, title: string, order: DocumentOrder, words: DocumentWords): void {
  canvas.ensure(40);
  canvas.text(title, canvas.left, canvas.y, { size: 19, color: INK, bold: true });
  canvas.gap(canvas.lineHeight(19) + 4);
  if (order.environment !== 'production') {
    for (const line of words.say('documents.testOrder', { environment: order.environment })) canvas.paragraph(line, { size: 9, color: WARNING, bold: true });
    canvas.gap(4);
  }
}

/** Facts in columns: small grey label lines, the value under them. */
export function drawFacts(canvas: PdfCanvas, facts: readonly Fact[], columns = 3): void {
  const columnWidth = canvas.width / columns;
  for (let start = 0; start < facts.length; start += columns) {
    const row = facts.slice(start, start + columns);
    const laid = row.map((fact) => ({
      label: fact.label.flatMap((line) => canvas.wrap(line, columnWidth - 10, 7.3)),
      value: fact.value.flatMap((line) => canvas.wrap(line, columnWidth - 10, 10)),
    }));
    const height = Math.max(...laid.map((fact) => fact.label.length * canvas.lineHeight(7.3) + fact.value.length * canvas.lineHeight(10))) + 8;
    canvas.ensure(height);
    const top = canvas.y;
    laid.forEach((fact, index) => {
      const x = canvas.left + index * columnWidth;
      let y = top;
      for (const line of fact.label) {
        canvas.text(line, x, y, { size: 7.3, color: MUTED });
        y -= canvas.lineHeight(7.3);
      }
      for (const line of fact.value) {
        canvas.text(line, x, y, { size: 10, color: INK });
        y -= canvas.lineHeight(10);
      }
    });
    canvas.y -= height;
  }
}

/** A section's heading, kept on the page with at least `keep` points of what follows. */
export function drawHeading(canvas: PdfCanvas, lines: string[], keep = 60): void {
  canvas.gap(8);
  canvas.ensure(canvas.lineHeight(11.5) + keep);
  canvas.text(lines.join('  '), canvas.left, canvas.y, { size: 11.5, color: ACCENT, bold: true });
  canvas.gap(canvas.lineHeight(11.5) + 3);
}

/** Sentences in each language, stacked (a gap between languages). */
export function drawSentences(canvas: PdfCanvas, lines: readonly string[], size = 8.8, color = INK): void {
  for (const line of lines) canvas.paragraph(line, { size, color });
}

/** Every page's foot: the order, the page of how many, when it was made. Drawn once all pages exist. */
export function drawFooters(canvas: PdfCanvas, orderNum: string, madeAt: string, words: DocumentWords): void {
  const pages = canvas.pages.length;
  canvas.pages.forEach((page, index) => {
    const lines = words.each((language) => word(language, 'documents.footer', { orderNum, page: index + 1, pages, madeAt: fullDateTime(utcMinute(madeAt), language) }));
    page.drawLine({ start: { x: canvas.left, y: canvas.footerTop + 6 }, end: { x: canvas.left + canvas.width, y: canvas.footerTop + 6 }, thickness: 0.5, color: RULE });
    lines.forEach((line, n) => {
      page.drawText(line, { x: canvas.left, y: canvas.footerTop - 7 - n * 9.5, size: 7, font: canvas.font, color: MUTED });
    });
  });
}

/** "yyyy-MM-dd HH:mm" of an ISO instant, in UTC (the desk's clock as documents print it). */
export function utcMinute(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
}

/** "22DEC26 18:00" / "2026年12月22日 18:00" from "yyyy-MM-dd HH:mm[:ss]": a document is kept for years, so its dates carry the year. */
export function fullDateTime(value: string, language: Language): string {
  const [date = '', time = ''] = value.trim().split(/[ T]/);
  return time ? `${formatDayMonthYear(date, language)} ${formatClock(time)}` : formatDayMonthYear(date, language);
}
