import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { birthStarAttributes } from './birth-star.js';
import { GANAS } from './kootas/gana.koota.js';
import { NADIS } from './kootas/nadi.koota.js';
import { VARNAS } from './kootas/varna.koota.js';
import { VASHYA_GROUPS } from './kootas/vashya.koota.js';
import { YONIS } from './kootas/yoni.koota.js';

describe('birthStarAttributes', () => {
  it('reads the attributes of the Moon sign and star', () => {
    // 5°: Aries (Kshatriya, Chatushpada), Ashwini (Ashwa, Deva, Adi).
    expect(birthStarAttributes(5)).toEqual({ varna: 'Kshatriya', vashya: 'Chatushpada', yoni: 'Ashwa', gana: 'Deva', nadi: 'Adi' });
    // 110°: Cancer 20° (Brahmin, Jalachara), Ashlesha (Marjara, Rakshasa, Antya).
    expect(birthStarAttributes(110)).toEqual({ varna: 'Brahmin', vashya: 'Jalachara', yoni: 'Marjara', gana: 'Rakshasa', nadi: 'Antya' });
    // 258°: Sagittarius 18°, past the middle: Chatushpada; Purva Ashadha (Vanara, Manushya, Madhya).
    expect(birthStarAttributes(258)).toEqual({ varna: 'Kshatriya', vashya: 'Chatushpada', yoni: 'Vanara', gana: 'Manushya', nadi: 'Madhya' });
  });

  it('always names one entry of each table', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }), (longitude) => {
        const attributes = birthStarAttributes(longitude);
        expect(VARNAS).toContain(attributes.varna);
        expect(VASHYA_GROUPS).toContain(attributes.vashya);
        expect(YONIS).toContain(attributes.yoni);
        expect(GANAS).toContain(attributes.gana);
        expect(NADIS).toContain(attributes.nadi);
      }),
    );
  });
});
