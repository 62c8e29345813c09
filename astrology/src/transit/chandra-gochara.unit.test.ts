import { describe, expect, it } from 'vitest';
import { CHANDRA_GOCHARA, houseFromMoonSign } from './chandra-gochara.js';

describe('Chandra gochara', () => {
  it('is favourable in exactly the 1st, 3rd, 6th, 7th, 10th and 11th houses (Phaladeepika ch. 26)', () => {
    expect(CHANDRA_GOCHARA).toHaveLength(12);
    const favourable = CHANDRA_GOCHARA.flatMap((reading, index) => (reading.favourable ? [index + 1] : []));
    expect(favourable).toEqual([1, 3, 6, 7, 10, 11]);
  });

  it('has one distinct sentence per house, naming the house', () => {
    expect(new Set(CHANDRA_GOCHARA.map((reading) => reading.note)).size).toBe(12);
    CHANDRA_GOCHARA.forEach(({ note }, index) => {
      expect(note).toMatch(/^The Moon [^.]+\.$/);
      if (index > 0) expect(note).toContain(`${index + 1}${['st', 'nd', 'rd'][index] ?? 'th'} from your Moon sign`);
    });
  });

  it('counts houses from the Moon sign, that sign being the 1st', () => {
    expect(houseFromMoonSign(0, 0)).toBe(1);
    expect(houseFromMoonSign(0, 7)).toBe(8);
    expect(houseFromMoonSign(7, 0)).toBe(6);
    expect(houseFromMoonSign(11, 0)).toBe(2);
  });
});
