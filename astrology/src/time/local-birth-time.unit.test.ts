import { describe, expect, it } from 'vitest';
import { localBirthTimeToUtc } from './local-birth-time.js';

const convert = (date: string, time: string, zone: string) => {
  const { utc, utcOffsetMinutes } = localBirthTimeToUtc(date, time, zone);
  return { utc: utc.toISOString(), utcOffsetMinutes };
};

describe('localBirthTimeToUtc', () => {
  it('reads Indian Standard Time, +05:30', () => {
    expect(convert('1954-11-12', '07:52', 'Asia/Kolkata')).toEqual({ utc: '1954-11-12T02:22:00.000Z', utcOffsetMinutes: 330 });
  });

  it("reads India's war time, +06:30, in 1943", () => {
    expect(convert('1943-06-01', '10:00', 'Asia/Kolkata')).toEqual({ utc: '1943-06-01T03:30:00.000Z', utcOffsetMinutes: 390 });
  });

  it('knows the summer of 1942, between the two war-time spells, was back on +05:30', () => {
    expect(convert('1942-07-01', '10:00', 'Asia/Kolkata').utcOffsetMinutes).toBe(330);
    expect(convert('1942-10-01', '10:00', 'Asia/Kolkata').utcOffsetMinutes).toBe(390);
    expect(convert('1945-10-16', '10:00', 'Asia/Kolkata').utcOffsetMinutes).toBe(330);
  });

  it('reads Madras time, +05:21:10, before 1906', () => {
    expect(convert('1900-06-01', '12:00', 'Asia/Kolkata')).toEqual({ utc: '1900-06-01T06:38:50.000Z', utcOffsetMinutes: 321 + 10 / 60 });
  });

  it('follows daylight saving time in the north and in the south', () => {
    expect(convert('2021-01-15', '12:00', 'America/New_York')).toEqual({ utc: '2021-01-15T17:00:00.000Z', utcOffsetMinutes: -300 });
    expect(convert('2021-07-04', '12:00', 'America/New_York')).toEqual({ utc: '2021-07-04T16:00:00.000Z', utcOffsetMinutes: -240 });
    expect(convert('2021-01-15', '12:00', 'Australia/Sydney')).toEqual({ utc: '2021-01-15T01:00:00.000Z', utcOffsetMinutes: 660 });
  });

  it('reads a time skipped when clocks went forward with the offset before the change (02:30 EST is 03:30 EDT)', () => {
    expect(convert('2021-03-14', '02:30', 'America/New_York')).toEqual({ utc: '2021-03-14T07:30:00.000Z', utcOffsetMinutes: -240 });
  });

  it('reads a time shown twice when clocks went back as the first of the two', () => {
    expect(convert('2021-11-07', '01:30', 'America/New_York')).toEqual({ utc: '2021-11-07T05:30:00.000Z', utcOffsetMinutes: -240 });
    expect(convert('2021-11-07', '02:30', 'America/New_York')).toEqual({ utc: '2021-11-07T07:30:00.000Z', utcOffsetMinutes: -300 });
  });

  it('leaves UTC alone at the ends of the range', () => {
    expect(convert('1900-01-01', '00:00', 'UTC')).toEqual({ utc: '1900-01-01T00:00:00.000Z', utcOffsetMinutes: 0 });
    expect(convert('2100-12-31', '23:59', 'UTC')).toEqual({ utc: '2100-12-31T23:59:00.000Z', utcOffsetMinutes: 0 });
  });
});
