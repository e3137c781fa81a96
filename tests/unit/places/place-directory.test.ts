import { describe, expect, it } from 'vitest';
import { PlaceDirectory } from '../../../electron/main/desk/places/place-directory';

const directory = new PlaceDirectory();

describe('airport and city suggestions', () => {
  it('never shows the dataset\'s "metropolitan area4" placeholders (walkthrough)', () => {
    for (const query of ['BJS', 'Beijing', 'LON', 'metropolitan', 'BAK', 'Baku']) {
      for (const match of directory.search(query, 30, 'en')) expect(match.name, `${query}: ${match.code}`).not.toMatch(/metropolitan area/i);
    }
    expect(directory.search('BJS', 5, 'en')[0]).toMatchObject({ code: 'BJS', kind: 'city', name: 'Beijing (all airports)', airports: ['PEK', 'PKX'] });
    // A metropolitan code of the dataset that the desk's own list does not have is still a city.
    expect(directory.search('BAK', 5, 'en')[0]).toMatchObject({ code: 'BAK', kind: 'city', name: 'Baku (all airports)' });
  });

  it('reads SHA and CTU as the airports the service means (Hongqiao, Shuangliu), not whole cities', () => {
    const sha = directory.search('SHA', 5, 'en').filter((match) => match.code === 'SHA');
    expect(sha).toHaveLength(1);
    expect(sha[0]).toMatchObject({ kind: 'airport', name: expect.stringMatching(/Hongqiao/) });
    const ctu = directory.search('CTU', 5, 'en').filter((match) => match.code === 'CTU');
    expect(ctu).toEqual([expect.objectContaining({ kind: 'airport', name: expect.stringMatching(/Shuangliu/) })]);
    expect(directory.placeName('SHA')?.name).toMatch(/Hongqiao/);
    // Shanghai's other airport is found by the city's name.
    expect(directory.search('Shanghai', 10, 'en').map((match) => match.code)).toEqual(expect.arrayContaining(['PVG', 'SHA']));
  });
});
