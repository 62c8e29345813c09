import { describe, expect, it } from 'vitest';
import { routeCatalogue } from '../routes/catalogue.js';
import { refusalCatalogue, refusalMessage, refusalsByDomain } from './refusal-catalogue.js';

describe('refusal catalogue', () => {
  it('defines each code once, in one domain, as <domain>.<reason>', () => {
    const codes = Object.values(refusalsByDomain).flatMap((domain) => Object.keys(domain));
    expect(new Set(codes).size).toBe(codes.length);
    expect(Object.keys(refusalCatalogue).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });

  it('gives every refusal a status a client can act on and English from its params', () => {
    for (const [code, refusal] of Object.entries(refusalCatalogue)) {
      expect(refusal.status, code).toBeGreaterThanOrEqual(400);
      expect(refusalMessage(code as keyof typeof refusalCatalogue, { minutes: 2, seconds: 5, balance: 100, needed: 500 }).length, code).toBeGreaterThan(0);
    }
  });

  it('lists on each entry only codes of the catalogue', () => {
    for (const entry of routeCatalogue) {
      for (const code of 'refusals' in entry ? entry.refusals : []) expect(Object.hasOwn(refusalCatalogue, code), `${entry.name}: ${code}`).toBe(true);
    }
  });
});
