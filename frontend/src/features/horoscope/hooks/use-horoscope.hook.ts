import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import type { Horoscope } from '../api/horoscope';
import { getHoroscope } from '../api/get-horoscope.api';
import type { ZodiacSign } from '../data/zodiac-signs';
import type { HoroscopeView } from '../lib/horoscope-period';

/** The horoscope of the sign for the period shown (loaded again whenever either changes). */
export const useHoroscope = (sign: ZodiacSign, view: HoroscopeView): [ApiLoad<Horoscope[]>, () => void] =>
  useApiLoad(`${sign}/${view.period}/${view.date}`, (signal) => getHoroscope(sign, view, signal));
