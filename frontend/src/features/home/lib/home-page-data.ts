import type { HomePage } from '../api/home-page';

type Lists = Omit<HomePage, 'banners' | 'astrologers'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = <T>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The home answer as the page uses it: a section the answer lacks (an older server, a part not
 * built yet) is an empty list, so the page shows what there is instead of failing.
 */
export function readHomePage(data: unknown): HomePage {
  const answer = isRecord(data) ? data : {};
  const banners = isRecord(answer.banners) ? answer.banners : {};
  const astrologers = isRecord(answer.astrologers) ? answer.astrologers : {};
  const list = <K extends keyof Lists>(key: K) => listOf<Lists[K][number]>(answer[key]);
  return {
    banners: { home_top: listOf(banners.home_top), home_middle: listOf(banners.home_middle), home_bottom: listOf(banners.home_bottom) },
    offers: list('offers'),
    services: list('services'),
    blogs: list('blogs'),
    horoscopes: list('horoscopes'),
    testimonials: list('testimonials'),
    recharge_packs: list('recharge_packs'),
    astrologers: { online: listOf(astrologers.online), top: listOf(astrologers.top) },
  };
}
