import { SAVED_KUNDLIS_MAX, type CalculateKundli, type KundliEvent } from '@nakshatra/contracts';
import { HttpError } from '@nakshatra/platform';
import { describe, expect, it } from 'vitest';
import { givenWhen } from '../shared/testing/given-when.js';
import { kundliDecider, type KundliCommand } from './kundli.decider.js';

const given = givenWhen(kundliDecider);
const userId = '11111111-1111-5111-8111-111111111111';
const kundliId = '22222222-2222-4222-8222-222222222222';
const t0 = new Date('2026-11-24T10:00:00.000Z');

const input: CalculateKundli = {
  name: 'Asha',
  gender: 'female',
  date: '1990-04-21',
  time: '07:52',
  place: { name: 'Vellore', state: 'Tamil Nadu', country: 'India', lat: 12.9165, lon: 79.1325, timezone: 'Asia/Kolkata' },
  ayanamsa: 'lahiri',
  node: 'mean',
};
const save = (changes: Partial<CalculateKundli> = {}, id = kundliId): KundliCommand => ({ type: 'Save', userId, kundliId: id, input: { ...input, ...changes }, at: t0 });
const saved = (id = kundliId, changes: Partial<CalculateKundli> = {}): KundliEvent => {
  const { name, gender, date, time, place, ayanamsa, node } = { ...input, ...changes };
  return { type: 'KundliSaved', data: { kundliId: id, userId, name, gender, date, time, place: { ...place, state: place.state ?? null, country: place.country ?? null }, ayanamsa, node, savedAt: t0.toISOString() } };
};
const deleted = (id = kundliId): KundliEvent => ({ type: 'KundliDeleted', data: { kundliId: id, userId, deletedAt: t0.toISOString() } });
const refusal = (result: KundliEvent[] | HttpError) => (result instanceof HttpError ? { status: result.status, code: result.code, params: result.params, message: result.message } : result);

describe('kundli decider', () => {
  it('saves a new kundli with its input and the time it was saved', () => {
    expect(given([]).when(save())).toEqual([saved()]);
  });

  it('saves nothing new when the same input is already saved (a retry or a double click)', () => {
    expect(given([saved()]).when(save({}, '33333333-3333-4333-8333-333333333333'))).toEqual([]);
  });

  it('saves the same person again with other options as a kundli of its own', () => {
    const other = '33333333-3333-4333-8333-333333333333';
    expect(given([saved()]).when(save({ ayanamsa: 'raman' }, other))).toEqual([saved(other, { ayanamsa: 'raman' })]);
  });

  it('saves again an input whose kundli was deleted', () => {
    expect(given([saved(), deleted()]).when(save())).toEqual([saved()]);
  });

  it(`refuses a kundli beyond ${SAVED_KUNDLIS_MAX} with 409, naming the limit`, () => {
    const shelf = Array.from({ length: SAVED_KUNDLIS_MAX }, (_, n) => saved(`22222222-2222-4222-8222-${String(n).padStart(12, '0')}`, { name: `Person ${n}` }));
    expect(refusal(given(shelf).when(save({ name: 'One more' })))).toEqual({
      status: 409,
      code: 'kundli.too_many',
      params: { limit: SAVED_KUNDLIS_MAX },
      message: `You have saved ${SAVED_KUNDLIS_MAX} kundlis. Delete one to save another.`,
    });
  });

  it('deletes a saved kundli', () => {
    expect(given([saved()]).when({ type: 'Delete', userId, kundliId, at: t0 })).toEqual([deleted()]);
  });

  it('answers 404 for a kundli that is not on the shelf, or was deleted already', () => {
    const notFound = { status: 404, code: 'kundli.not_found', params: undefined, message: 'Kundli not found' };
    expect(refusal(given([]).when({ type: 'Delete', userId, kundliId, at: t0 }))).toEqual(notFound);
    expect(refusal(given([saved(), deleted()]).when({ type: 'Delete', userId, kundliId, at: t0 }))).toEqual(notFound);
  });
});
