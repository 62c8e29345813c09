import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { runCommand } from '../../../shared/aggregate-runner.js';
import { EVENT_STORE } from '../../../shared/event-store.token.js';
import { accountIdForPhone } from '../../phone-account.js';
import { userDecider } from '../../user.decider.js';
import { phoneNumber } from '../../user-id.js';
import { CreateUser } from './create-user.command.js';

/**
 * An admin adds an account by phone (create_users): the number's account as login would make it,
 * with its name and staff roles; its owner logs in with an OTP like anyone. A number with an account
 * is refused (`user.phone_taken`), so an admin never overwrites someone's profile by mistake.
 */
@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ input, meta }: CreateUser) {
    const phone = phoneNumber(input.country_code, input.numbers);
    const userId = await accountIdForPhone(this.store, phone);
    const command = { type: 'CreateUser' as const, userId, phone, countryCode: input.country_code, name: input.name, roles: input.roles };
    const { position } = await runCommand(this.store, userStreamName(userId), userDecider, command, meta);
    return { userId, position };
  }
}
