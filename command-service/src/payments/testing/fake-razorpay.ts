import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  hexHmacSha256,
  razorpayOrderEntity,
  razorpayPaymentEntity,
  razorpayWebhookBody,
  type RazorpayOrderEntity,
  type RazorpayPaymentEntity,
} from './razorpay-fixtures.js';

export interface FakeRazorpayOptions {
  readonly keyId?: string;
  readonly keySecret?: string;
  readonly webhookSecret?: string;
}

/** Razorpay's error body: `{"error": {"code", "description", ...}}`. */
class RazorpayErrorAnswer extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    readonly field: string | null = null,
  ) {
    super(description);
  }

  toJSON(): unknown {
    return { error: { code: 'BAD_REQUEST_ERROR', description: this.description, source: 'NA', step: 'NA', reason: 'NA', metadata: {}, ...(this.field ? { field: this.field } : {}) } };
  }
}

const MAX_RECEIPT_LENGTH = 40;

/**
 * A local stand-in for Razorpay's orders and payments API on 127.0.0.1, for the SDK to talk to
 * (`RAZORPAY_API_URL` = `url`), plus what a customer does in Checkout (`pay`, `decline`) and the
 * webhooks Razorpay would send about it. Answers in Razorpay's JSON shapes and checks HTTP basic
 * auth with the key id and secret.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, RazorpayOrderEntity>();
  readonly payments = new Map<string, RazorpayPaymentEntity>();
  /** Every API call as `METHOD /path`, in order: lets a test say which calls were (not) made. */
  readonly requests: string[] = [];
  /** Runs before each API call is answered, e.g. to let auto-capture happen mid-flow. */
  beforeRequest: ((request: string) => void) | undefined;

  /** Use startFakeRazorpay: it opens the server this answers on. */
  constructor(
    private readonly server: Server,
    readonly url: string,
    readonly keyId: string,
    readonly keySecret: string,
    readonly webhookSecret: string,
  ) {
    server.on('request', (request: IncomingMessage, response: ServerResponse) => void this.answer(request, response));
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The customer pays the whole order in Checkout, which hands the browser this signed callback. `capture: false`: an account that captures manually. */
  pay(orderId: string, { capture }: { capture: boolean }): { paymentId: string; signature: string } {
    const order = this.order(orderId);
    const payment = this.record(razorpayPaymentEntity({ orderId, amount: order.amount, status: capture ? 'captured' : 'authorized' }));
    order.attempts += 1;
    order.status = 'attempted';
    if (capture) this.markPaid(order);
    return { paymentId: payment.id, signature: this.signCheckout(orderId, payment.id) };
  }

  /** The bank declines the customer's payment; Checkout signs nothing for it. */
  decline(orderId: string, errorDescription = "Your payment didn't go through as it was declined by the bank."): { paymentId: string } {
    const order = this.order(orderId);
    order.attempts += 1;
    order.status = 'attempted';
    return { paymentId: this.record(razorpayPaymentEntity({ orderId, amount: order.amount, status: 'failed', errorDescription })).id };
  }

  /** Razorpay's own auto-capture of an authorized payment. */
  autoCapture(paymentId: string): void {
    const payment = this.payment(paymentId);
    payment.status = 'captured';
    payment.captured = true;
    this.markPaid(this.order(payment.order_id));
  }

  /** What Checkout signs: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  signCheckout(orderId: string, paymentId: string): string {
    return hexHmacSha256(this.keySecret, `${orderId}|${paymentId}`);
  }

  /** The raw body of the webhook Razorpay would post about this payment now. */
  webhookBody(event: string, paymentId: string): Buffer {
    const payment = this.payment(paymentId);
    return razorpayWebhookBody(event, event.startsWith('order.') ? { payment, order: this.order(payment.order_id) } : { payment });
  }

  /** Its `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret. */
  signWebhook(rawBody: Buffer): string {
    return hexHmacSha256(this.webhookSecret, rawBody);
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', this.url).pathname;
    const call = `${request.method ?? 'GET'} ${path}`;
    this.requests.push(call);
    let status = 200;
    let body: unknown;
    try {
      const raw = await readBody(request);
      this.beforeRequest?.(call);
      if (!this.authorized(request)) throw new RazorpayErrorAnswer(401, 'Authentication failed');
      body = this.route(call, raw);
    } catch (error) {
      const answer = error instanceof RazorpayErrorAnswer ? error : new RazorpayErrorAnswer(500, `The fake failed: ${String(error)}`);
      status = answer.status;
      body = answer;
    }
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  private authorized(request: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    return request.headers.authorization === expected;
  }

  private route(call: string, raw: string): unknown {
    if (call === 'POST /v1/orders') return this.createOrder(parseJson(raw));
    const payment = /^(GET|POST) \/v1\/payments\/([^/]+)(\/capture)?$/.exec(call);
    if (payment?.[1] === 'GET' && !payment[3]) return this.payment(payment[2] ?? '');
    if (payment?.[1] === 'POST' && payment[3]) return this.capture(payment[2] ?? '', parseJson(raw));
    throw new RazorpayErrorAnswer(404, 'The requested URL was not found on the server.');
  }

  private createOrder(body: Record<string, unknown>): RazorpayOrderEntity {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) throw new RazorpayErrorAnswer(400, 'The amount must be an integer.', 'amount');
    if (amount < 100) throw new RazorpayErrorAnswer(400, 'The amount must be atleast INR 1.00', 'amount');
    if (currency !== 'INR') throw new RazorpayErrorAnswer(400, 'The fake Razorpay takes INR only.', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > MAX_RECEIPT_LENGTH)) {
      throw new RazorpayErrorAnswer(400, `The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`, 'receipt');
    }
    const order = razorpayOrderEntity({ amount, receipt: receipt ?? null, notes: (notes as Record<string, string> | undefined) ?? null });
    this.orders.set(order.id, order);
    return order;
  }

  private capture(paymentId: string, body: Record<string, unknown>): RazorpayPaymentEntity {
    const payment = this.payment(paymentId);
    if (payment.status === 'captured') throw new RazorpayErrorAnswer(400, 'This payment has already been captured');
    if (payment.status !== 'authorized') throw new RazorpayErrorAnswer(400, 'Only payments which have been authorized and not yet captured can be captured');
    if (body.amount !== payment.amount) throw new RazorpayErrorAnswer(400, 'Capture amount must be equal to the amount authorized', 'amount');
    this.autoCapture(paymentId);
    return payment;
  }

  private order(orderId: string): RazorpayOrderEntity {
    const order = this.orders.get(orderId);
    if (!order) throw new RazorpayErrorAnswer(400, 'The id provided does not exist');
    return order;
  }

  private payment(paymentId: string): RazorpayPaymentEntity {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new RazorpayErrorAnswer(400, 'The id provided does not exist');
    return payment;
  }

  private record(payment: RazorpayPaymentEntity): RazorpayPaymentEntity {
    this.payments.set(payment.id, payment);
    return payment;
  }

  private markPaid(order: RazorpayOrderEntity): void {
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

function parseJson(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below, as Razorpay answers a body it cannot read
  }
  throw new RazorpayErrorAnswer(400, 'The request body is not a JSON object.');
}

/** Starts the fake on 127.0.0.1 at a free port, with test credentials unless given; `close()` it after the tests. */
export async function startFakeRazorpay({
  keyId = 'rzp_test_FakeKeyId0001',
  keySecret = 'fake-key-secret-0123456789',
  webhookSecret = 'fake-webhook-secret-0123456789',
}: FakeRazorpayOptions = {}): Promise<FakeRazorpay> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return new FakeRazorpay(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`, keyId, keySecret, webhookSecret);
}
