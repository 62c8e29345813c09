import type { InvoiceView } from '@nakshatra/contracts';
import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getInvoice } from '../api/get-invoice.api';

export const useInvoice = (id: string): [ApiLoad<InvoiceView>, () => void] => useApiLoad(`invoice:${id}`, (signal) => getInvoice(id, signal));
