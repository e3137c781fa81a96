import { describe, expect, it } from 'vitest';
import { wrapText } from '../../../electron/main/documents/text-wrap';

/** Every character one unit wide, a wide (CJK) one two: enough to see where lines break. */
const measure = (text: string) => [...text].reduce((width, char) => width + (/[\u2E80-\u9FFF\uFF00-\uFFEF]/.test(char) ? 2 : 1), 0);

describe('wrapping document text', () => {
  it('breaks Latin between words, and cuts a word longer than the line', () => {
    expect(wrapText('Shanghai Pudong International Airport', 16, measure)).toEqual(['Shanghai Pudong', 'International', 'Airport']);
    expect(wrapText('medical-certificate.pdf', 10, measure)).toEqual(['medical-ce', 'rtificate.', 'pdf']);
  });

  it('breaks Chinese between characters, never before closing punctuation', () => {
    expect(wrapText('起飞前改签：收费。', 12, measure)).toEqual(['起飞前改签：', '收费。']);
    expect(wrapText('起飞前改签：收费。', 10, measure)).toEqual(['起飞前改', '签：收费。']);
  });

  it('keeps the units Chinese writes after digits with them (dates, durations, baggage)', () => {
    expect(wrapText('2026年12月22日', 12, measure)).toEqual(['2026年12月', '22日']);
    expect(wrapText('托运 2\u00a0件\u00a023\u00a0公斤', 14, measure)).toEqual(['托运', '2\u00a0件\u00a023\u00a0公斤']);
  });

  it('keeps the lines of a text that has them', () => {
    expect(wrapText('a\nb', 10, measure)).toEqual(['a', 'b']);
  });
});
