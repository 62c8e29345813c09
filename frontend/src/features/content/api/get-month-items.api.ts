import type { ContentItemOf } from '@nakshatra/contracts';
import { callApi, isApiFailure } from '../../../lib/api-client';
import type { DatedFamily } from '../content-sections';
import { inMonth, mayHaveMore, type Month } from '../lib/calendar-month';

const PAGE_LIMIT = 100;
// A safety stop: ten pages reach a thousand dated items back from the latest.
const MAX_PAGES = 10;

/**
 * The items of a dated family (festivals) that fall in one month. The list call filters by one
 * exact date only, so this reads the family latest date first and stops once it has passed the
 * month: usually a single request.
 */
export async function getMonthItems(family: DatedFamily, month: Month, signal?: AbortSignal) {
  const found: ContentItemOf<DatedFamily>[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await callApi(`get_${family}`, { query: { page, limit: PAGE_LIMIT, sort: 'date', status: 'published' }, ...(signal ? { signal } : {}) });
    if (isApiFailure(answer)) return answer;
    found.push(...answer.data);
    if (!mayHaveMore(answer.data.at(-1)?.date, month, page * PAGE_LIMIT, answer.meta?.total ?? 0)) break;
  }
  return { status: 200, data: found.filter((item) => inMonth(item.date, month)) };
}
