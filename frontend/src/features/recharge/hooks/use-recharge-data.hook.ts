import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getBalance, type WalletUser } from '../api/get-balance.api';
import { getOffers } from '../api/get-offers.api';
import { getRechargePacks } from '../api/get-recharge-packs.api';
import type { Offer, RechargePack } from '../api/recharge-pack';

export const useBalance = (userId: string): [ApiLoad<WalletUser>, () => void] => useApiLoad(`balance:${userId}`, (signal) => getBalance(userId, signal));
export const useRechargePacks = (): [ApiLoad<RechargePack[]>, () => void] => useApiLoad('recharge-packs', getRechargePacks);
export const useOffers = (): [ApiLoad<Offer[]>, () => void] => useApiLoad('offers', getOffers);
