import { KOOTAS, type KootaName, type KootaView } from '@nakshatra/contracts';

/** A koota's answer row, its maximum taken from the contract's KOOTAS list. */
export const kootaView = (name: KootaName, points: number, boy: string, girl: string): KootaView => {
  const koota = KOOTAS.find((entry) => entry.name === name);
  if (!koota) throw new Error(`unknown koota ${name}`);
  return { name, points, max: koota.max, boy, girl };
};

/** Reads a table cell; the tables are complete, so a miss is a programming error. */
export const cell = <T>(row: readonly T[] | undefined, index: number): T => {
  const value = row?.[index];
  if (value === undefined) throw new Error(`table has no entry at ${index}`);
  return value;
};
