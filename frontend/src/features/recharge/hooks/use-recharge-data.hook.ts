import type { RechargeQuoteView, TransactionView } from '@nakshatra/contracts';
import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getBalance, type WalletUser } from '../api/get-balance.api';
import { getOffers } from '../api/get-offers.api';
import { getRechargePacks } from '../api/get-recharge-packs.api';
import { getRechargeQuote } from '../api/get-recharge-quote.api';
import { getRecharges, getTransaction } from '../api/get-transactions.api';
import type { Offer, RechargePack } from '../api/recharge-pack';
import type { RechargeRequest } from '../api/recharge-request';

export const useBalance = (userId: string): [ApiLoad<WalletUser>, () => void] => useApiLoad(`balance:${userId}`, (signal) => getBalance(userId, signal));
export const useRechargePacks = (): [ApiLoad<RechargePack[]>, () => void] => useApiLoad('recharge-packs', getRechargePacks);
export const useOffers = (): [ApiLoad<Offer[]>, () => void] => useApiLoad('offers', getOffers);

export const useRechargeQuote = (request: RechargeRequest, couponCode: string): [ApiLoad<RechargeQuoteView>, () => void] =>
  useApiLoad(`quote:${JSON.stringify(request)}:${couponCode}`, (signal) => getRechargeQuote(request, couponCode, signal));

export const useRecharges = (userId: string, page: number): [ApiLoad<TransactionView[]>, () => void] =>
  useApiLoad(`recharges:${userId}:${page}`, (signal) => getRecharges(userId, page, signal));

export const useTransaction = (id: string): [ApiLoad<TransactionView>, () => void] => useApiLoad(`transaction:${id}`, (signal) => getTransaction(id, signal));
