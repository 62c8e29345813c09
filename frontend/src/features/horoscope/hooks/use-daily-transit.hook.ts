import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getDailyTransit } from '../api/get-daily-transit.api';
import type { CalendarDay } from '../lib/horoscope-period';

/** The Moon's transit on a day (loaded again when the day changes). */
export const useDailyTransit = (date: CalendarDay) => useApiLoad(`transit/${date}`, (signal) => getDailyTransit(date, signal));
