import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getConsultationBill } from '../api/get-consultation-bill.api';

export const useConsultationBill = (sessionId: string): [ApiLoadOf<'get_consultation_bill'>, () => void] =>
  useApiLoad(`consultation-bill:${sessionId}`, (signal) => getConsultationBill(sessionId, signal));
