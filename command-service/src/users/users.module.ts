import { Module } from '@nestjs/common';
import { ConfirmLoginOtpHandler } from './commands/confirm-login-otp/confirm-login-otp.handler.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { RequestLoginOtpHandler } from './commands/request-login-otp/request-login-otp.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';

@Module({ providers: [RequestLoginOtpHandler, ConfirmLoginOtpHandler, LogOutHandler, UpdateUserHandler] })
export class UsersModule {}
