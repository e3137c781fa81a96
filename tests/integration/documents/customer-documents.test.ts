/**
 * Customer documents (issue 25) read back as the customer's PDF reader would: the text poppler
 * extracts (pdftotext -layout) holds the names in Latin and Chinese, the ticket numbers, the
 * PNRs, the local times and the amounts; a receipt never holds the net price unless asked; the
 * refund evidence holds its attachments and history. The pages are rendered 1366 px wide into
 * test-results/documents/ to be looked at (docs/customer-documents.md).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCustomerDocument } from '../../../electron/main/documents/build-customer-document';
import { documentGaps } from '../../../electron/main/documents/document-gaps';
import type { DocumentInput, DocumentLanguage, DocumentRequest } from '../../../electron/main/documents/document-model';
import { LETTERHEAD, oneWay, openJaw } from '../../support/customer-documents';
import { makePng, SMALL_JPEG } from '../../support/documents';
import { tempDir } from '../../support/temp-dir';
import { pdfText, renderPages } from './read-back';

const LANGUAGES: DocumentLanguage[] = ['en', 'zh-CN', 'both'];
const PAGES_DIR = join(__dirname, '../../../test-results/documents');

async function text(request: DocumentRequest, input: DocumentInput): Promise<string> {
  return pdfText(await buildCustomerDocument(request, input));
}

/** Spaces pdftotext puts between characters of a CJK run, and layout columns, taken out. */
const squeeze = (value: string) => value.replace(/\s+/g, '');

describe('the itinerary', () => {
  it.each(LANGUAGES)('of a 1-passenger one-way in %s holds the passenger, ticket, PNRs, local times and airports', async (language) => {
    const read = await text({ kind: 'itinerary', language }, oneWay());
    for (const fact of ['ZHANG/SAN', '999-2345678901', 'MX7K2P', 'NB4Q9T', '202611261234567890', 'CA937', '13:30', '17:20', 'PEK', 'LHR']) expect(read).toContain(fact);
    if (language !== 'en') expect(squeeze(read)).toContain('北京首都国际机场');
    if (language !== 'zh-CN') expect(read).toContain('Beijing Capital');
    expect(read).toContain(language === 'zh-CN' ? '11小时50分' : '11h50');
    expect(squeeze(read)).toContain(language === 'zh-CN' ? '起飞前改签：收费CNY500.00。' : 'Changebeforedeparture:feeCNY500.00.');
  });

  it.each(LANGUAGES)('of a 9-passenger open jaw in %s holds every name, Latin and Chinese, every ticket and the next-day arrivals', async (language) => {
    const input = openJaw();
    const read = await text({ kind: 'itinerary', language }, input);
    const squeezed = squeeze(read);
    for (const passenger of input.order.passengers) {
      expect(squeezed).toContain(`${passenger.lastName}/${passenger.firstName}`.replace(/\s+/g, ''));
      expect(read).toContain(passenger.tickets[0]?.ticketNum);
    }
    for (const fact of ['QW3E5R', 'LH8ZX2', 'LH729', 'LH1122', 'LH1815', 'LH728', '23:10', '05:25 +1', '15:35 +1', 'BCN', 'MAD']) expect(read).toContain(fact);
    expect(squeezed).toContain(language === 'zh-CN' ? '缺口程' : 'Openjaw');
    if (language === 'both') expect(squeezed).toContain('2027年1月29日');
  });
});

describe('the e-ticket receipt', () => {
  it.each(LANGUAGES)('in %s shows the selling price, never the net price', async (language) => {
    const read = await text({ kind: 'receipt', language }, oneWay());
    expect(read).toContain('CNY 5,200.00');
    for (const net of ['4,830', '4830', '3,900', '930.00']) expect(read).not.toContain(net);
    expect(read).toContain('999-2345678901');
  });

  it('adds the service fee to the net price and shows only the total', async () => {
    const read = await text({ kind: 'receipt', language: 'en' }, openJaw());
    expect(read).toContain('CNY 59,999.50');
    expect(read).not.toContain('58,199.50');
    expect(read).not.toContain('1,800.00');
  });

  it('shows the net price and the fee when the agent asks for them', async () => {
    const read = await text({ kind: 'receipt', language: 'en', showNetPrice: true }, openJaw());
    for (const amount of ['CNY 58,199.50', 'CNY 1,800.00', 'CNY 59,999.50', 'CNY 6,100.00']) expect(read).toContain(amount);
  });

  it.each(LANGUAGES)('in %s without a selling price says so and prints no amount', async (language) => {
    const input = { ...oneWay(), sellingPrice: null };
    const read = squeeze(await text({ kind: 'receipt', language }, input));
    expect(read).toContain(language === 'zh-CN' ? '未录入销售价' : 'Sellingpricenotentered');
    expect(read).not.toContain('4,830');
    expect(read).not.toContain('CNY');
    expect(documentGaps({ kind: 'receipt', language }, input)).toEqual(['documents.gap.sellingPrice']);
  });

  it('for one passenger names only that passenger and ticket', async () => {
    const input = openJaw();
    const read = squeeze(await text({ kind: 'receipt', language: 'zh-CN', passengerIndex: 4 }, input));
    expect(read).toContain('ZHOU/XIAOYU');
    expect(read).toContain('220-4901700004');
    expect(read).not.toContain('220-4901700001');
    expect(read).not.toContain('王/小明');
  });
});

describe('the refund evidence', () => {
  it.each(LANGUAGES)('in %s holds the request as sent, the attachments, the history with its clocks and the vouchers', async (language) => {
    const read = await text({ kind: 'refund-evidence', language }, oneWay());
    const squeezed = squeeze(read);
    for (const fact of ['202612011111222233', 'F-20261201-0001', 'F-20261201-0002', 'medical-certificate-zhang-san.pdf', 'V-88120034', 'F-VCH-77001', 'CNY 4,530.00', 'req-7f3a9c21', '999-2345678901'])
      expect(read).toContain(fact);
    expect(squeezed).toContain('诊断证明.jpg');
    expect(squeezed).toContain(language === 'zh-CN' ? '服务端（北京时间，UTC+8）' : 'Service(Beijing,UTC+8)');
    expect(squeezed).toContain(language === 'zh-CN' ? '本工作台（UTC）' : 'Thisdesk(UTC)');
    expect(squeezed).toContain(language === 'zh-CN' ? '已批准，待退款' : 'Approved,tobereimbursed');
    expect(read).toContain('10:16');
    // The voucher's validity as every other date of the document.
    expect(squeezed).toContain(language === 'zh-CN' ? '2026年12月3日' : '03DEC26');
    expect(read).not.toContain('2026-12-03');
  });

  it('says when the order has no refund in the file', () => {
    expect(documentGaps({ kind: 'refund-evidence', language: 'en' }, openJaw())).toEqual(['documents.gap.refund']);
  });
});

describe('the font', () => {
  it('is embedded as a subset: a bilingual 9-passenger itinerary stays small', async () => {
    const pdf = await buildCustomerDocument({ kind: 'itinerary', language: 'both' }, openJaw());
    expect(pdf.length).toBeLessThan(200 * 1024);
    const dir = tempDir('pdffonts');
    try {
      const file = join(dir.path, 'itinerary.pdf');
      writeFileSync(file, pdf);
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
      // One font, embedded, with its Unicode map (text can be copied and searched). pdf-lib does not
      // tag a subset's name (ABCDEF+), so pdffonts says "sub no": the size above (the whole font is
      // 1.3 MB) is what shows only the glyphs used are in it.
      expect(fonts).toMatch(/CID TrueType\s+Identity-H\s+yes\s+no\s+yes/);
      expect(fonts.trim().split('\n')).toHaveLength(3);
    } finally {
      dir.remove();
    }
  });
});

describe('the letterhead logo', () => {
  /** pdfimages' listing of the PDF's images: one row per image drawn (page, width, height, colour). */
  const images = (pdf: Uint8Array) => {
    const dir = tempDir('pdfimages');
    try {
      const file = join(dir.path, 'document.pdf');
      writeFileSync(file, pdf);
      return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2).map((row) => row.trim().split(/\s+/));
    } finally {
      dir.remove();
    }
  };

  it.each([
    ['png', makePng(180, 60, [20, 90, 160]), 180, 60, 'image'],
    ['jpg', SMALL_JPEG, 64, 40, 'jpeg'],
  ] as const)('a %s logo is drawn on the first page at its own size, the name beside it', async (type, bytes, width, height, encoding) => {
    const input = oneWay();
    const pdf = await buildCustomerDocument({ kind: 'receipt', language: 'en' }, { ...input, letterhead: { ...LETTERHEAD, logo: { type, bytes: new Uint8Array(bytes) } } });
    const [row, ...others] = images(pdf);
    // page num type width height color comp bpc enc
    expect(others).toEqual([]);
    expect(row?.slice(0, 7)).toEqual(['1', '0', 'image', String(width), String(height), 'rgb', '3']);
    expect(row?.[8]).toBe(encoding);
    const read = squeeze(pdfText(pdf));
    for (const part of ['环球旅行社', 'Globe', 'TravelLtd.']) expect(read).toContain(part);
    renderPages(pdf, PAGES_DIR, `one-way-receipt-logo-${type}`);
  });

  it('without a logo, the document has no image', async () => {
    expect(images(await buildCustomerDocument({ kind: 'receipt', language: 'en' }, oneWay()))).toEqual([]);
  });
});

describe('the pages, 1366 px wide, to look at', () => {
  it.each([
    ['one-way', 'itinerary', oneWay],
    ['one-way', 'receipt', oneWay],
    ['open-jaw', 'itinerary', openJaw],
    ['open-jaw', 'receipt', openJaw],
    ['one-way', 'refund-evidence', oneWay],
  ] as const)('of the %s %s in each language', async (name, kind, fixture) => {
    for (const language of LANGUAGES) {
      const pages = renderPages(await buildCustomerDocument({ kind, language }, fixture()), PAGES_DIR, `${name}-${kind}-${language}`);
      expect(pages.length).toBeGreaterThan(0);
      // The PNG header's width (bytes 16-19).
      for (const page of pages) expect(readFileSync(page).readUInt32BE(16)).toBe(1366);
    }
  });
});
