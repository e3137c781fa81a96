import { describe, expect, it } from 'vitest';
import { foldForSearch, highlight, indexText, searchTerms, searchWords } from '../../../electron/contract/domains/search-folding';

describe('folding: case, width and accents', () => {
  it.each([
    ['MÜLLER', 'muller'],
    ['Müller', 'muller'],
    ['GARCÍA', 'garcia'],
    ['Lefèvre', 'lefevre'],
    ['Łukasz', 'lukasz'],
    ['ØSTERGÅRD', 'ostergard'],
    ['Straße', 'strasse'],
    ['Æsir', 'aesir'],
    ['ＣＡ１５０１', 'ca1501'],
    ['ZHANG/SAN', 'zhang/san'],
  ])('%s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('words', () => {
  it('cuts on anything but letters and digits, and keeps ticket numbers typed with their dash whole', () => {
    expect(searchWords('ZHANG/SAN, 781-2345678901 (PEK–SHA)').map((w) => w.text)).toEqual(['zhang', 'san', '7812345678901', 'pek', 'sha']);
  });

  it('makes every CJK character a word of its own, grouped in runs', () => {
    expect(searchWords('王小明 and 李伟')).toEqual([
      { text: '王', cjkRun: 1 },
      { text: '小', cjkRun: 1 },
      { text: '明', cjkRun: 1 },
      { text: 'and', cjkRun: null },
      { text: '李', cjkRun: 2 },
      { text: '伟', cjkRun: 2 },
    ]);
    expect(indexText('客户要求靠窗 Müller')).toBe('客 户 要 求 靠 窗 muller');
    expect(indexText('さとう ゆき', '김민준')).toBe('さ と う ゆ き 김 민 준');
  });

  it('reads codes, plain names and mixed texts alike, skipping empty parts', () => {
    expect(indexText('PEK', null, 'CA1501', '', 'ZHANG/SAN', '781-2345678901', 'Müller', undefined, 'GARCÍA Ana')).toBe('pek ca1501 zhang san 7812345678901 muller garcia ana');
    // Plain names and codes, one word or several with single spaces, as the slower path would cut them.
    for (const text of ['ZHANG SAN', 'van der BERG Anna', 'CA1501 1501', ' LI  WEI ', 'O BRIEN', 'A B C']) {
      expect(indexText(text), text).toBe(searchWords(text).map((word) => word.text).join(' '));
    }
  });

  it('folds a letter the same way the second time (folded letters are remembered)', () => {
    expect([indexText('ØSTERGÅRD Łukasz'), indexText('ØSTERGÅRD Łukasz')]).toEqual(['ostergard lukasz', 'ostergard lukasz']);
  });
});

describe('query terms', () => {
  it('a name in either order and any case gives the same terms', () => {
    const terms = (query: string) => searchTerms(query).map((t) => t.text).sort();
    expect(terms('Wang Wei')).toEqual(terms('WEI wang'));
    expect(terms('müller anna')).toEqual(['anna', 'muller']);
  });

  it('a CJK run is one phrase term; repeated words count once', () => {
    expect(searchTerms('小明 wang 小明 WANG')).toEqual([
      { text: '小明', kind: 'cjk-phrase' },
      { text: 'wang', kind: 'word' },
    ]);
  });
});

describe('highlighting what matched', () => {
  const marked = (text: string, query: string) => highlight(text, searchTerms(query)).filter((piece) => piece.hit).map((piece) => piece.text);

  it('marks folded matches in the original text', () => {
    expect(marked('MÜLLER/ANNA', 'muller')).toEqual(['MÜLLER']);
    expect(marked('781-2345678901', '45678')).toEqual(['45678']);
    expect(marked('781-2345678901', '7812345')).toEqual(['781-2345']);
    expect(marked('王小明', '小明')).toEqual(['小明']);
  });

  it('returns the whole text unmarked when nothing matches', () => {
    expect(highlight('ZHANG/SAN', searchTerms('wang'))).toEqual([{ text: 'ZHANG/SAN', hit: false }]);
  });
});
