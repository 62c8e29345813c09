import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMonthItems } from '../api/get-month-items.api';
import type { DatedFamily } from '../content-sections';
import { monthParam, type Month } from '../lib/calendar-month';

/** A dated family's items of one month. */
export const useMonthItems = (family: DatedFamily, month: Month) => useApiLoad(`${family}:${monthParam(month)}`, (signal) => getMonthItems(family, month, signal));
