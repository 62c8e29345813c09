import { GRAHAS } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { ayanamsaDegrees } from './ayanamsa.js';
import { siderealPosition } from './sidereal-position.js';

const date = new Date('1987-06-14T03:20:00Z');
const lahiriMean = { ayanamsa: 'lahiri', node: 'mean' } as const;

describe('siderealPosition', () => {
  it('gives every graha a longitude in [0, 360) and a speed in its natural range', () => {
    const limits = { Sun: [0.9, 1.1], Moon: [11, 16], Mars: [-0.5, 0.8], Mercury: [-1.5, 2.3], Jupiter: [-0.2, 0.3], Venus: [-0.7, 1.3], Saturn: [-0.1, 0.2], Rahu: [-0.06, -0.05], Ketu: [-0.06, -0.05] } as const;
    for (const graha of GRAHAS) {
      const { longitude, speed } = siderealPosition(graha, date, lahiriMean);
      expect(longitude).toBeGreaterThanOrEqual(0);
      expect(longitude).toBeLessThan(360);
      expect(speed).toBeGreaterThan(limits[graha][0]);
      expect(speed).toBeLessThan(limits[graha][1]);
    }
  });

  it('puts Ketu opposite Rahu, for the mean and the true node', () => {
    for (const node of ['mean', 'true'] as const) {
      const rahu = siderealPosition('Rahu', date, { ayanamsa: 'lahiri', node });
      const ketu = siderealPosition('Ketu', date, { ayanamsa: 'lahiri', node });
      expect((ketu.longitude - rahu.longitude + 360) % 360).toBeCloseTo(180, 9);
      expect(ketu.speed).toBeCloseTo(rahu.speed, 9);
    }
  });

  it('keeps the true node within 2° of the mean node', () => {
    for (let month = 0; month < 24; month += 1) {
      const at = new Date(Date.UTC(2001, month, 3));
      const mean = siderealPosition('Rahu', at, lahiriMean).longitude;
      const osculating = siderealPosition('Rahu', at, { ayanamsa: 'lahiri', node: 'true' }).longitude;
      expect(Math.abs(((osculating - mean + 540) % 360) - 180)).toBeLessThan(2);
    }
  });

  it('differs between ayanamsas by exactly the difference of the ayanamsas', () => {
    const lahiri = siderealPosition('Saturn', date, lahiriMean).longitude;
    const raman = siderealPosition('Saturn', date, { ayanamsa: 'raman', node: 'mean' }).longitude;
    expect(raman - lahiri).toBeCloseTo(ayanamsaDegrees('lahiri', date) - ayanamsaDegrees('raman', date), 9);
  });

  it('finds Mercury retrograde in its retrograde loop (2023-04-21 to 2023-05-15)', () => {
    expect(siderealPosition('Mercury', new Date('2023-05-01T00:00:00Z'), lahiriMean).speed).toBeLessThan(0);
    expect(siderealPosition('Mercury', new Date('2023-06-01T00:00:00Z'), lahiriMean).speed).toBeGreaterThan(0);
  });
});
