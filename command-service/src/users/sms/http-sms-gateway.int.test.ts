import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSmsGateway, SmsDeliveryError } from './http-sms-gateway.js';

/** Against a fake SMS gateway on 127.0.0.1 that records what it is sent and answers as told. */
describe('HTTP SMS gateway adapter', () => {
  let server: Server;
  let url: string;
  let answerStatus = 202;
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(body) });
        res.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/v1/sms`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message as JSON with the bearer token and sender id', async () => {
    await new HttpSmsGateway({ url, token: 'secret-token', senderId: 'NKSHTR' }).send({ to: '+919876543210', text: '123456 is your Nakshatra login code.' });
    expect(received.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer secret-token', 'content-type': 'application/json' },
      body: { to: '+919876543210', message: '123456 is your Nakshatra login code.', sender: 'NKSHTR' },
    });
  });

  it('reports a refusal and an unreachable gateway as SmsDeliveryError', async () => {
    answerStatus = 401;
    await expect(new HttpSmsGateway({ url, token: 'wrong', senderId: 'NKSHTR' }).send({ to: '+919876543210', text: 'x' })).rejects.toThrow(new SmsDeliveryError('SMS gateway answered 401'));
    await expect(new HttpSmsGateway({ url: 'http://127.0.0.1:1/v1/sms', token: 't', senderId: 'NKSHTR', timeoutMs: 1000 }).send({ to: '+91', text: 'x' })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
