import type { SmsMessage, SmsSender } from './sms-sender.js';

export interface HttpSmsGatewayConfig {
  /** SMS_GATEWAY_URL: the gateway's send endpoint. */
  readonly url: string;
  /** SMS_GATEWAY_TOKEN: sent as a bearer token, never logged. */
  readonly token: string;
  /** SMS_SENDER_ID: the registered sender (DLT header in India). */
  readonly senderId: string;
  readonly timeoutMs?: number;
}

/** Thrown when the gateway refuses or cannot be reached; the caller answers 502. */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/**
 * Sends through an HTTP SMS gateway: POST {to, message, sender} as JSON with a bearer token.
 * Most Indian gateways take this shape; a different one needs only this adapter changed.
 */
export class HttpSmsGateway implements SmsSender {
  constructor(private readonly config: HttpSmsGatewayConfig) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    let answer: Response;
    try {
      answer = await fetch(this.config.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.config.token}` },
        body: JSON.stringify({ to, message: text, sender: this.config.senderId }),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`SMS gateway unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!answer.ok) throw new SmsDeliveryError(`SMS gateway answered ${answer.status}`);
  }
}
