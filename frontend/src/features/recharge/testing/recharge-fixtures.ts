import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import type { Offer, RechargePack } from '../api/recharge-pack';

const base = (n: number, family: string) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  family,
  slug: `${family}-${n}`,
  status: 'published' as const,
  sort_order: n,
  created_at: '2026-11-20T04:30:00.000Z',
  updated_at: '2026-11-20T04:30:00.000Z',
});

export const pack = (n: number, amount: number, bonus = 0, popular = false): RechargePack => ({
  ...base(n, 'price'),
  title: `₹${amount / 100} pack`,
  amount,
  bonus_amount: bonus,
  popular,
});

export const offer = (n: number, fields: Partial<Offer> = {}): Offer => ({ ...base(100 + n, 'offers'), title: `Offer ${n}`, bonus_percent: 10, ...fields });

export const listAnswer = <T>(items: T[]): Responder => () => jsonResponse(200, { status: 200, data: items, meta: { page: 1, limit: 100, total: items.length } });
