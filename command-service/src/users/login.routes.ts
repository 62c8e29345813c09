import type { LoginRole } from '@nakshatra/contracts';
import { clearedSessionCookieHeader, encodeSession, notFound, sessionCookieHeader, type RouteCall, type RouteHandler, type RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { commandMetadata } from '../shared/command-metadata.js';
import { ConfirmLoginOtp } from './commands/confirm-login-otp/confirm-login-otp.command.js';
import { LogOut } from './commands/log-out/log-out.command.js';
import { RequestLoginOtp } from './commands/request-login-otp/request-login-otp.command.js';
import type { DevOtpOutbox } from './sms/dev-otp-outbox.js';
import { userDetails } from './user-details.js';

export interface LoginRouteDeps {
  readonly commandBus: CommandBus;
  readonly sessionSecret: string;
  /** Present only while the development outbox is the SMS sender. */
  readonly outbox: DevOtpOutbox | undefined;
}

type SendBody = { numbers: string; country_code: string };
type ConfirmBody = { otp: string; user_id: string };

/** send_otp / confirm_otp (customers), user_* (astrologers), login (admins), logout, the dev outbox. */
export function loginRoutes({ commandBus, sessionSecret, outbox }: LoginRouteDeps): RouteHandlers {
  const send = (purpose: LoginRole) => async (call: RouteCall) => {
    const body = call.body as SendBody;
    const { userId, position } = await commandBus.execute(new RequestLoginOtp(purpose, body.country_code, body.numbers, call.clientIp, commandMetadata(call.actor, call.correlationId)));
    return { data: { user_id: userId }, fields: { user_id: userId }, position };
  };

  const confirm = (purpose: LoginRole) => async (call: RouteCall) => {
    const { otp, user_id } = call.body as ConfirmBody;
    const { sessionId, expiresAt, user, position } = await commandBus.execute(new ConfirmLoginOtp(purpose, user_id, otp, commandMetadata(call.actor, call.correlationId)));
    const cookie = encodeSession(sessionSecret, { sid: sessionId, uid: user_id, role: purpose, exp: expiresAt });
    return { data: userDetails(user_id, user, purpose), position, headers: { 'Set-Cookie': sessionCookieHeader(cookie) } };
  };

  const adminLogin: RouteHandler = (call) => ('otp' in (call.body as object) ? confirm('admin')(call) : send('admin')(call));

  const logout: RouteHandler = async (call) => {
    const { position } = await commandBus.execute(new LogOut(call.session!.uid, call.session!.sid, commandMetadata(call.actor, call.correlationId)));
    return { data: null, position, headers: { 'Set-Cookie': clearedSessionCookieHeader() } };
  };

  const devOtpOutbox: RouteHandler = async (call) => {
    if (!outbox || process.env.NODE_ENV === 'production') throw notFound('No such API call: GET /api/dev/otp-outbox');
    return { data: outbox.list((call.query as { numbers: string }).numbers) };
  };

  return {
    send_otp: send('customer'),
    confirm_otp: confirm('customer'),
    user_send_otp: send('astrologer'),
    user_confirm_otp: confirm('astrologer'),
    login: adminLogin,
    logout,
    dev_otp_outbox: devOtpOutbox,
  };
}
