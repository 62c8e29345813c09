import type { BillFormat } from '@nakshatra/contracts';
import { buildPath, routeTable } from '@nakshatra/contracts/client';
import { callApi } from '../../../lib/api-client';
import type { Language } from '../../../lib/i18n/language-preference';

/** GET /api/get_consultation_bill/{sessionId}: the itemised bill, its customer's own (or an admin's to see). */
export const getConsultationBill = (sessionId: string, signal?: AbortSignal) => callApi('get_consultation_bill', { params: { id: sessionId }, ...(signal ? { signal } : {}) });

/** The same bill as a file (CSV, or a PDF in the page's language), for a plain download link: the session cookie goes with it. */
export function consultationBillDownloadUrl(sessionId: string, format: Exclude<BillFormat, 'json'>, language: Language): string {
  const entry = routeTable.find((route) => route.name === 'get_consultation_bill')!;
  return `${buildPath(entry, { id: sessionId })}?${new URLSearchParams({ format, lang: language })}`;
}
