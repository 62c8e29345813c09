import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getBalance, type WalletUser } from '../api/get-balance.api';

export const useBalance = (userId: string): [ApiLoad<WalletUser>, () => void] => useApiLoad(`balance:${userId}`, (signal) => getBalance(userId, signal));
