import { GRAHAS, SIGNS, type ChartHouse, type DivisionalChart, type GrahaName } from '@nakshatra/contracts';
import { signName } from './zodiac-position.js';

/** Whole-sign house (1–12) of a sign counted from the ascendant's sign. */
export function wholeSignHouse(signIndex: number, ascendantSignIndex: number): number {
  return ((signIndex - ascendantSignIndex + 12) % 12) + 1;
}

/** A divisional chart as data: the twelve houses from the ascendant's sign, each with its grahas in GRAHAS order. */
export function divisionalChart(name: DivisionalChart['name'], ascendantSignIndex: number, signIndexOfGraha: Readonly<Record<GrahaName, number>>): DivisionalChart {
  const houses: ChartHouse[] = SIGNS.map((_, offset) => {
    const signIndex = (ascendantSignIndex + offset) % 12;
    return {
      house: offset + 1,
      sign: signName(signIndex),
      planets: GRAHAS.filter((graha) => signIndexOfGraha[graha] === signIndex),
    };
  });
  return { name, ascendant_sign: signName(ascendantSignIndex), houses };
}
