import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { getBalance } from '../api/get-balance.api';
import { getOffers } from '../api/get-offers.api';
import { getRechargePacks } from '../api/get-recharge-packs.api';
import { getRechargeQuote } from '../api/get-recharge-quote.api';
import { getRecharges, getTransaction } from '../api/get-transactions.api';
import type { RechargeRequest } from '../api/recharge-request';

export const useBalance = (userId: string): [ApiLoadOf<'get_single_users'>, () => void] => useApiLoad(`balance:${userId}`, (signal) => getBalance(userId, signal));
export const useRechargePacks = (): [ApiLoadOf<'get_price'>, () => void] => useApiLoad('recharge-packs', getRechargePacks);
export const useOffers = (): [ApiLoadOf<'get_offers'>, () => void] => useApiLoad('offers', getOffers);

export const useRechargeQuote = (request: RechargeRequest, couponCode: string): [ApiLoadOf<'get_recharge_quote'>, () => void] =>
  useApiLoad(`quote:${JSON.stringify(request)}:${couponCode}`, (signal) => getRechargeQuote(request, couponCode, signal));

export const useRecharges = (userId: string, page: number): [ApiLoadOf<'get_recharge'>, () => void] =>
  useApiLoad(`recharges:${userId}:${page}`, (signal) => getRecharges(userId, page, signal));

export const useTransaction = (id: string): [ApiLoadOf<'get_single_transaction'>, () => void] => useApiLoad(`transaction:${id}`, (signal) => getTransaction(id, signal));
