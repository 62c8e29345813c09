import type { LoginRole, RouteBody } from '@nakshatra/contracts';
import { clearedSessionCookieHeader, encodeSession, refuse, routeHandlers, sessionCookieHeader, type RouteCall } from '@nakshatra/platform';
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

/** send_otp / confirm_otp (customers), user_* (astrologers), login (admins), logout, the dev outbox. */
export function loginRoutes({ commandBus, sessionSecret, outbox }: LoginRouteDeps) {
  const send = async (purpose: LoginRole, call: RouteCall<'send_otp' | 'user_send_otp' | 'login'>, body: RouteBody<'send_otp'>) => {
    const { userId, position } = await commandBus.execute(new RequestLoginOtp(purpose, body.country_code, body.numbers, call.clientIp, commandMetadata(call.actor, call.correlationId)));
    return { data: { user_id: userId }, fields: { user_id: userId }, position };
  };

  const confirm = async (purpose: LoginRole, call: RouteCall<'confirm_otp' | 'user_confirm_otp' | 'login'>, { otp, user_id }: RouteBody<'confirm_otp'>) => {
    const { sessionId, expiresAt, user, position } = await commandBus.execute(new ConfirmLoginOtp(purpose, user_id, otp, commandMetadata(call.actor, call.correlationId)));
    const cookie = encodeSession(sessionSecret, { sid: sessionId, uid: user_id, role: purpose, exp: expiresAt });
    return { data: userDetails(user_id, user, purpose), position, headers: { 'Set-Cookie': sessionCookieHeader(cookie) } };
  };

  return routeHandlers({
    send_otp: (call) => send('customer', call, call.body),
    confirm_otp: (call) => confirm('customer', call, call.body),
    user_send_otp: (call) => send('astrologer', call, call.body),
    user_confirm_otp: (call) => confirm('astrologer', call, call.body),
    // The admin login is one call with two steps, told apart by their fields.
    login: (call) => ('otp' in call.body ? confirm('admin', call, call.body) : send('admin', call, call.body)),
    logout: async (call) => {
      const { uid, sid, exp } = call.session!;
      const { position } = await commandBus.execute(new LogOut(uid, sid, exp, commandMetadata(call.actor, call.correlationId)));
      return { data: null, position, headers: { 'Set-Cookie': clearedSessionCookieHeader() } };
    },
    dev_otp_outbox: async (call) => {
      if (!outbox || process.env.NODE_ENV === 'production') throw refuse('api.not_found', { method: 'GET', path: '/api/dev/otp-outbox' });
      return { data: [...(await outbox.list(call.query.numbers))] };
    },
  });
}
