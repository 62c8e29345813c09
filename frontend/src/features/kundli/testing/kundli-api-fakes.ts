import type { PlaceView } from '@nakshatra/contracts';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';

/** get_suggest answers for every prefix of `typed` (how far the debounce lets typing get before it searches varies). */
export function placeAnswers(typed: string, places: readonly PlaceView[]): Record<string, Responder> {
  const answers: Record<string, Responder> = {};
  for (let length = 2; length <= typed.length; length += 1) {
    answers[`GET /api/get_suggest/${encodeURIComponent(typed.slice(0, length))}`] = () => jsonResponse(200, { status: 200, data: places });
  }
  return answers;
}

export const okAnswer = (data: unknown, extra: Record<string, unknown> = {}) => () => jsonResponse(200, { status: 200, data, ...extra });
