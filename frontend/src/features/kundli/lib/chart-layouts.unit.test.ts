import { SIGNS } from '@nakshatra/contracts/client';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../lib/i18n/messages';
import { astrologyWords } from '../../../lib/astrology/astrology-words';
import { kundliFixture } from '../testing/kundli-fixtures';
import type { ChartCell, HouseContents, Point } from './chart-geometry';
import { chartHouses } from './chart-houses';
import { northIndianLayout, signNumber } from './north-indian-layout';
import { signCellOrigin, southIndianLayout } from './south-indian-layout';

// The example birth: lagna in Scorpio; Mercury with it in house 1; Sun, Venus (retrograde) and
// Saturn in Libra (house 12); Moon in Virgo (11); Mars in Capricorn (3); Jupiter in Cancer (9);
// Rahu in Sagittarius (2), Ketu in Gemini (8).
const kundli = kundliFixture();
const english = messagesFor(astrologyWords, 'en');
const houses = chartHouses(kundli.charts.d1, kundli.planets, english);
const cellOf = (cells: readonly ChartCell[], house: number) => cells.find((cell) => cell.house === house)!;

/** Ray casting: whether a point lies inside a polygon. */
function inside({ x, y }: Point, outline: readonly Point[]): boolean {
  let within = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i]!;
    const b = outline[j]!;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

describe('what each house holds', () => {
  it('puts the ascendant in house 1 and abbreviates the grahas, marking the retrograde ones but not the nodes', () => {
    expect(houses.map(({ house, sign, labels }) => [house, sign, labels])).toEqual([
      [1, 'Scorpio', ['As', 'Me']],
      [2, 'Sagittarius', ['Ra']],
      [3, 'Capricorn', ['Ma']],
      [4, 'Aquarius', []],
      [5, 'Pisces', []],
      [6, 'Aries', []],
      [7, 'Taurus', []],
      [8, 'Gemini', ['Ke']],
      [9, 'Cancer', ['Ju']],
      [10, 'Leo', []],
      [11, 'Virgo', ['Mo']],
      [12, 'Libra', ['Su', 'Ve℞', 'Sa']],
    ]);
  });

  it('speaks Hindi abbreviations in Hindi', () => {
    const hindi = chartHouses(kundli.charts.d1, kundli.planets, messagesFor(astrologyWords, 'hi'));
    expect(hindi[0]!.labels).toEqual(['ल', 'बु']);
    expect(hindi[11]!.labels).toEqual(['सू', 'शु℞', 'श']);
  });

  it('draws the navamsa from its own ascendant, with the same retrograde marks', () => {
    const navamsa = chartHouses(kundli.charts.d9, kundli.planets, english);
    expect(navamsa[0]!.sign).toBe(kundli.lagna.navamsa_sign);
    expect(navamsa.flatMap((house) => house.labels).sort()).toEqual(['As', 'Ju', 'Ke', 'Ma', 'Me', 'Mo', 'Ra', 'Sa', 'Su', 'Ve℞'].sort());
  });
});

describe('the North Indian chart', () => {
  const cells = northIndianLayout(houses);

  it('keeps the houses in place: 1 the top diamond, then anticlockwise, 4 left, 7 bottom, 10 right', () => {
    expect(cellOf(cells, 1).outline).toEqual([{ x: 200, y: 0 }, { x: 300, y: 100 }, { x: 200, y: 200 }, { x: 100, y: 100 }]);
    expect(cellOf(cells, 2).outline).toContainEqual({ x: 0, y: 0 });
    expect(cellOf(cells, 4).outline).toContainEqual({ x: 0, y: 200 });
    expect(cellOf(cells, 7).outline).toContainEqual({ x: 200, y: 400 });
    expect(cellOf(cells, 10).outline).toContainEqual({ x: 400, y: 200 });
    expect(cellOf(cells, 12).outline).toContainEqual({ x: 400, y: 0 });
  });

  it('writes the sign of each house by its number, the ascendant sign in the top diamond', () => {
    expect(signNumber(cellOf(cells, 1).sign)).toBe(8);
    expect(signNumber(cellOf(cells, 12).sign)).toBe(7);
    expect(SIGNS.map(signNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('puts every sign number and every label inside its own house', () => {
    for (const cell of cells) {
      expect(inside(cell.signAt, cell.outline), `sign of house ${cell.house}`).toBe(true);
      for (const label of cell.labels) expect(inside(label.at, cell.outline), `${label.text} in house ${cell.house}`).toBe(true);
    }
    expect(cellOf(cells, 12).labels.map((label) => label.text)).toEqual(['Su', 'Ve℞', 'Sa']);
  });

  it('fits a crowded house by shrinking the labels, in every shape of house', () => {
    const nine = ['As', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra'];
    const crowded: HouseContents[] = houses.map((house) => ({ ...house, labels: nine }));
    for (const cell of northIndianLayout(crowded)) {
      for (const label of cell.labels) expect(inside(label.at, cell.outline), `${label.text} in house ${cell.house}`).toBe(true);
    }
    expect(northIndianLayout(crowded)[2]!.labels[0]!.fontSize).toBeLessThan(northIndianLayout(houses)[2]!.labels[0]!.fontSize);
  });
});

describe('the South Indian chart', () => {
  const cells = southIndianLayout(houses);

  it('keeps the signs in place, Pisces top left and clockwise, whatever the ascendant', () => {
    expect(signCellOrigin('Pisces')).toEqual({ x: 0, y: 0 });
    expect(signCellOrigin('Aries')).toEqual({ x: 100, y: 0 });
    expect(signCellOrigin('Gemini')).toEqual({ x: 300, y: 0 });
    expect(signCellOrigin('Virgo')).toEqual({ x: 300, y: 300 });
    expect(signCellOrigin('Sagittarius')).toEqual({ x: 0, y: 300 });
    expect(signCellOrigin('Aquarius')).toEqual({ x: 0, y: 100 });
    // Twelve different cells round the edge; the middle four stay free.
    const origins = new Set(SIGNS.map((sign) => JSON.stringify(signCellOrigin(sign))));
    expect(origins.size).toBe(12);
    for (const middle of [{ x: 100, y: 100 }, { x: 200, y: 100 }, { x: 100, y: 200 }, { x: 200, y: 200 }]) expect(origins.has(JSON.stringify(middle))).toBe(false);
  });

  it('puts the ascendant and each graha in the cell of its sign', () => {
    const lagna = cellOf(cells, 1);
    expect(lagna.sign).toBe('Scorpio');
    expect(lagna.outline[0]).toEqual({ x: 100, y: 300 });
    expect(lagna.labels.map((label) => label.text)).toEqual(['As', 'Me']);
    const libra = cells.find((cell) => cell.sign === 'Libra')!;
    expect(libra.outline[0]).toEqual({ x: 200, y: 300 });
    expect(libra.labels.map((label) => label.text)).toEqual(['Su', 'Ve℞', 'Sa']);
    for (const cell of cells) for (const label of cell.labels) expect(inside(label.at, cell.outline)).toBe(true);
  });
});
