import type { SmsMessage, SmsSender } from './sms-sender.js';

export interface OutboxEntry {
  readonly numbers: string;
  readonly otp: string;
  readonly sent_at: string;
}

const KEPT_PER_NUMBER = 20;

/**
 * The development SMS "gateway": keeps the codes it would have sent, in memory, for
 * GET /api/dev/otp-outbox (never served in production). Codes are parsed back out of the text
 * so this adapter sees exactly what a real gateway would.
 */
export class DevOtpOutbox implements SmsSender {
  private readonly byNumber = new Map<string, OutboxEntry[]>();

  constructor(private readonly now = () => new Date()) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    const numbers = to.slice(-10);
    const otp = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    const entries = [{ numbers, otp, sent_at: this.now().toISOString() }, ...(this.byNumber.get(numbers) ?? [])].slice(0, KEPT_PER_NUMBER);
    this.byNumber.set(numbers, entries);
  }

  /** Newest first. */
  list(numbers: string): readonly OutboxEntry[] {
    return this.byNumber.get(numbers) ?? [];
  }
}
