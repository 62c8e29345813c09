/** Where login codes go: an SMS gateway in production, the development outbox otherwise. */
export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  readonly to: string;
  readonly text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export const SMS_SENDER = Symbol('SmsSender');

export const otpMessage = (otp: string): string => `${otp} is your Nakshatra login code. It expires in 5 minutes. Never share it with anyone.`;
