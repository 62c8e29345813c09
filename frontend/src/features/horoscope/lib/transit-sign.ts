import type { DailyTransitView, SignName } from '@nakshatra/contracts';
import type { ZodiacSign } from '../data/zodiac-signs';

type SignTransit = DailyTransitView['signs'][number];

/** The transit reading for a sign page's slug ("leo" reads the server's "Leo"). */
export const transitForSign = (transit: DailyTransitView, sign: ZodiacSign): SignTransit | undefined =>
  transit.signs.find((entry) => entry.sign.toLowerCase() === sign);

/** A sign page's slug for a sign the server names. */
export const signSlug = (sign: SignName): ZodiacSign => sign.toLowerCase() as ZodiacSign;
