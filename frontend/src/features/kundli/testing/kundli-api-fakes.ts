import type { PlaceView } from '@nakshatra/contracts';
import type { Responder } from '../../../testing/fake-fetch';
import { dataAnswer } from '../../../testing/wallet-fixtures';

/** get_suggest answers for every prefix of `typed` (how far the debounce lets typing get before it searches varies). */
export function placeAnswers(typed: string, places: readonly PlaceView[]): Record<string, Responder> {
  const answers: Record<string, Responder> = {};
  for (let length = 2; length <= typed.length; length += 1) {
    answers[`GET /api/get_suggest/${encodeURIComponent(typed.slice(0, length))}`] = dataAnswer(places);
  }
  return answers;
}

