import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import type { ArticleItem } from '../api/content-items';
import { getMonthItems } from '../api/get-month-items.api';
import { monthParam, type Month } from '../lib/calendar-month';

/** A dated family's items of one month. */
export const useMonthItems = (family: string, month: Month): [ApiLoad<ArticleItem[]>, () => void] =>
  useApiLoad(`${family}:${monthParam(month)}`, (signal) => getMonthItems<ArticleItem>(family, month, signal));
