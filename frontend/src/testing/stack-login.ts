/**
 * Logs a customer in through the real OTP flow of a running stack (send_otp, the development
 * outbox, confirm_otp) and returns the cookies a browser holds afterwards, for browser tests that
 * start on a logged-in page.
 */
export const logInCustomer = (baseUrl: string, numbers: string) => logIn(baseUrl, numbers, { send: '/api/send_otp', confirm: '/api/confirm_otp' });

/** The same through the astrologer login (user_send_otp, user_confirm_otp), as the /astrologer console does. */
export const logInAstrologer = (baseUrl: string, numbers: string) => logIn(baseUrl, numbers, { send: '/api/user_send_otp', confirm: '/api/user_confirm_otp' });

async function logIn(baseUrl: string, numbers: string, flow: { send: string; confirm: string }): Promise<{ name: string; value: string }[]> {
  const at = (path: string) => new URL(path, baseUrl).href;
  const post = (path: string, body: unknown) => fetch(at(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = (await (await post(flow.send, { numbers, route: 'otp' })).json()) as { user_id: string };
  const outbox = (await (await fetch(at(`/api/dev/otp-outbox?numbers=${numbers}`))).json()) as { data: { otp: string }[] };
  const confirmed = await post(flow.confirm, { otp: outbox.data[0]!.otp, user_id: sent.user_id });
  const details = ((await confirmed.json()) as { data: unknown }).data;
  const session = confirmed.headers.getSetCookie().map((header) => header.split(';')[0]!.split('='));
  return [
    ...session.map(([name, ...value]) => ({ name: name!, value: value.join('=') })),
    { name: 'userDetails', value: encodeURIComponent(JSON.stringify(details)) },
  ];
}
