import { describe, expect, it } from 'vitest';
import { poojaListSearch, poojaPath, readPoojaPage, splitDuration } from './pooja-paths';

describe('pooja paths', () => {
  it('reads the page from the address, falling back to the first', () => {
    expect(readPoojaPage(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two', 'page=100001']) expect(readPoojaPage(new URLSearchParams(bad))).toBe(1);
  });

  it('writes the page into the address, leaving the first out', () => {
    expect(poojaListSearch(1)).toBe('');
    expect(poojaListSearch(2)).toBe('?page=2');
  });

  it('links a pooja by its slug', () => {
    expect(poojaPath('maha-mrityunjaya-jaap')).toBe('/pooja-booking/maha-mrityunjaya-jaap');
  });
});

describe('splitDuration', () => {
  it('splits minutes into hours and the rest', () => {
    expect(splitDuration(180)).toEqual({ hours: 3, minutes: 0 });
    expect(splitDuration(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitDuration(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});
