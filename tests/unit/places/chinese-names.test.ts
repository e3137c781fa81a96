import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../../electron/contract/format/active-language';
import { PlaceDirectory } from '../../../electron/main/desk/places/place-directory';
import chineseNames from '../../../resources/data/chinese-place-names.json';

const directory = new PlaceDirectory();
const codes = (query: string) => directory.search(query, 8).map((match) => match.code);

afterEach(() => setLanguageSource(() => 'en'));

describe('airport search in Chinese and pinyin', () => {
  it('finds a city by its Chinese name, the city code first', () => {
    expect(codes('北京').slice(0, 3)).toEqual(['BJS', 'PEK', 'PKX']);
    expect(codes('上海')).toEqual(expect.arrayContaining(['PVG', 'SHA']));
  });

  it('finds an airport by city and airport name together, or by the airport name alone', () => {
    expect(codes('上海浦东')[0]).toBe('PVG');
    expect(codes('浦东')[0]).toBe('PVG');
    expect(codes('北京大兴')[0]).toBe('PKX');
    expect(codes('虹桥')[0]).toBe('SHA');
  });

  it('finds Chinese cities by pinyin, which is their English name in the dataset', () => {
    expect(codes('beijing')[0]).toBe('BJS');
    expect(codes('beijing')).toEqual(expect.arrayContaining(['PEK', 'PKX']));
    expect(codes('pudong')).toContain('PVG');
    expect(codes('guangzhou')).toContain('CAN');
  });

  it('names the suggestions in Chinese when the desk speaks Chinese, in English otherwise', () => {
    expect(directory.search('PVG', 1)[0]).toMatchObject({ code: 'PVG', name: 'Shanghai Pudong International Airport', city: 'Shanghai' });
    setLanguageSource(() => 'zh-CN');
    expect(directory.search('PVG', 1)[0]).toMatchObject({ code: 'PVG', name: '上海浦东国际机场', city: '上海', country: '中国' });
    expect(directory.search('BJS', 1)[0]).toMatchObject({ code: 'BJS', name: '北京（所有机场）', airports: ['PEK', 'PKX'] });
  });

  it('only names codes the airport data knows (the Chinese table cannot invent an airport)', () => {
    const unknown = Object.keys(chineseNames.places).filter((code) => directory.placeName(code) === undefined);
    expect(unknown).toEqual([]);
  });
});
