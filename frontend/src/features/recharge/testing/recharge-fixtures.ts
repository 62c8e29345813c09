import { servedItem } from '../../../testing/content-fixtures';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import type { Offer, RechargePack } from '../api/recharge-pack';

export const pack = (n: number, amount: number, bonus = 0, popular = false): RechargePack =>
  servedItem('price', n, { title: `₹${amount / 100} pack`, amount, bonus_amount: bonus, popular });

export const offer = (n: number, fields: Partial<Offer> = {}): Offer => servedItem('offers', 100 + n, { title: `Offer ${n}`, bonus_percent: 10, first_recharge: false, ...fields });

export const listAnswer = <T>(items: T[]): Responder => () => jsonResponse(200, { status: 200, data: items, meta: { page: 1, limit: 100, total: items.length } });
