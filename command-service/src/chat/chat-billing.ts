import { CHAT_ANSWER_SECONDS, LOW_BALANCE_MINUTES } from '@nakshatra/contracts';

const MINUTE_MS = 60_000;

/** Minutes started between acceptance and `at`: the first starts at acceptance. */
export function minutesStartedBy(acceptedAt: string, at: Date): number {
  const elapsed = at.getTime() - Date.parse(acceptedAt);
  return elapsed < 0 ? 0 : Math.floor(elapsed / MINUTE_MS) + 1;
}

/** When minute `minute` starts: one rule for billing here and for the itemised bill's lines (contracts). */
export { consultationMinuteStart as minuteStart } from '@nakshatra/contracts';

/** Past this moment a request is rejected for lack of an answer. */
export const answerDeadline = (requestedAt: string): Date => new Date(Date.parse(requestedAt) + CHAT_ANSWER_SECONDS * 1000);

/** The platform's share of a minute, rounded down to the paisa (so the astrologer never gets less by rounding). */
export function splitMinute(price: number, commissionBp: number): { commission: number; astrologerEarning: number } {
  const commission = Math.floor((price * commissionBp) / 10_000);
  return { commission, astrologerEarning: price - commission };
}

export const isLowBalance = (balance: number, pricePerMin: number): boolean => balance <= pricePerMin * LOW_BALANCE_MINUTES;
