import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getBalance } from '../api/get-balance.api';

export const useBalance = (userId: string) => useApiLoad(`balance:${userId}`, (signal) => getBalance(userId, signal));
