import { vi } from 'vitest';
import { createApiClient, isApiFailure } from '../lib/api-client';
import { stackApi } from './stack-api';

/**
 * Logs a customer in through the real OTP flow of a running stack (send_otp, the development
 * outbox, confirm_otp) and returns the cookies a browser holds afterwards, for browser tests that
 * start on a logged-in page.
 */
export const logInCustomer = (baseUrl: string, numbers: string) => logIn(baseUrl, numbers, { send: 'send_otp', confirm: 'confirm_otp' });

/** The same through the astrologer login (user_send_otp, user_confirm_otp), as the /astrologer console does. */
export const logInAstrologer = (baseUrl: string, numbers: string) => logIn(baseUrl, numbers, { send: 'user_send_otp', confirm: 'user_confirm_otp' });

type Cookies = readonly { readonly name: string; readonly value: string }[];

/** The Cookie header a browser holding these cookies sends (Node's fetch keeps none). */
export const cookieHeader = (cookies: Cookies): string => cookies.map(({ name, value }) => `${name}=${value}`).join('; ');

/** The logged-in account's id, from the userDetails cookie the login set. */
export const userIdOf = (cookies: Cookies): string => (JSON.parse(decodeURIComponent(cookies.find((cookie) => cookie.name === 'userDetails')!.value)) as { id: string }).id;

/** The newest code the development outbox holds for a number, once it has arrived. */
export async function latestOtp(baseUrl: string, numbers: string): Promise<string> {
  const outbox = stackApi(baseUrl).as('');
  const arrived = async () => {
    const [latest] = await outbox.data('dev_otp_outbox', { query: { numbers } });
    if (!latest) throw new Error(`no OTP reached the outbox for ${numbers}`);
    return latest.otp;
  };
  return vi.waitFor(arrived, { timeout: 20_000, interval: 100 });
}

interface LoginFlow {
  readonly send: 'send_otp' | 'user_send_otp';
  readonly confirm: 'confirm_otp' | 'user_confirm_otp';
}

async function logIn(baseUrl: string, numbers: string, flow: LoginFlow): Promise<{ name: string; value: string }[]> {
  // The SPA's client leaves the session cookie to the browser; here it is kept from the confirmation's Set-Cookie.
  let setCookies: string[] = [];
  const login = createApiClient({
    baseUrl,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      setCookies = response.headers.getSetCookie();
      return response;
    },
  });
  const sent = await login(flow.send, { body: { numbers, route: 'otp' } });
  if (isApiFailure(sent)) throw new Error(`${flow.send} answered ${sent.error_status}: ${JSON.stringify(sent)}`);
  const confirmed = await login(flow.confirm, { body: { otp: await latestOtp(baseUrl, numbers), user_id: sent.data.user_id } });
  if (isApiFailure(confirmed)) throw new Error(`${flow.confirm} answered ${confirmed.error_status}: ${JSON.stringify(confirmed)}`);
  const session = setCookies.map((header) => header.split(';')[0]!.split('='));
  return [
    ...session.map(([name, ...value]) => ({ name: name!, value: value.join('=') })),
    { name: 'userDetails', value: encodeURIComponent(JSON.stringify(confirmed.data)) },
  ];
}
