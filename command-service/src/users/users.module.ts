import { Module } from '@nestjs/common';
import { ChangeUserRoleHandler } from './commands/change-user-role/change-user-role.handler.js';
import { ConfirmLoginOtpHandler } from './commands/confirm-login-otp/confirm-login-otp.handler.js';
import { CreateUserHandler } from './commands/create-user/create-user.handler.js';
import { EraseUserHandler } from './commands/erase-user/erase-user.handler.js';
import { LogOutHandler } from './commands/log-out/log-out.handler.js';
import { RequestLoginOtpHandler } from './commands/request-login-otp/request-login-otp.handler.js';
import { UpdateUserHandler } from './commands/update-user/update-user.handler.js';

@Module({ providers: [RequestLoginOtpHandler, ConfirmLoginOtpHandler, LogOutHandler, UpdateUserHandler, CreateUserHandler, ChangeUserRoleHandler, EraseUserHandler] })
export class UsersModule {}
