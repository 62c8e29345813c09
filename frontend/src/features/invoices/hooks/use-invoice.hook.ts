import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getInvoice } from '../api/get-invoice.api';

export const useInvoice = (id: string): [ApiLoadOf<'get_single_invoice'>, () => void] => useApiLoad(`invoice:${id}`, (signal) => getInvoice(id, signal));
