import type { RouteHandlers } from '@nakshatra/platform';
import type { CommandBus } from '@nestjs/cqrs';
import { astrologerRoutes } from './astrologers/astrologers.routes.js';
import { chatRoutes } from './chat/chat.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contentCommandRoutes } from './content/content.routes.js';
import { kundliRoutes } from './kundlis/kundlis.routes.js';
import { liveGiftRoutes } from './live/gifts/live-gifts.routes.js';
import { liveRoutes } from './live/sessions/live.routes.js';
import { orderRoutes } from './orders/orders.routes.js';
import { queueRoutes } from './queue/queue.routes.js';
import { reviewRoutes } from './reviews/reviews.routes.js';
import { supportRoutes } from './support/support.routes.js';
import { loginRoutes } from './users/login.routes.js';
import { notificationRoutes } from './notifications/notifications.routes.js';
import type { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';

export interface CommandRouteDeps {
  readonly commandBus: CommandBus;
  readonly sessionSecret: string;
  readonly outbox: DevOtpOutbox | undefined;
  /** The VAPID public key browsers subscribe with; null when Web Push is off. */
  readonly webPushPublicKey: string | null;
  /** The site's origin, which links in mail point at (PUBLIC_ORIGIN; contact/site-origin.ts). */
  readonly publicOrigin: string | undefined;
}

/** Every command route this service serves, by catalogue name. Each capability adds its own. */
export const commandRoutes = ({ commandBus, sessionSecret, outbox, webPushPublicKey, publicOrigin }: CommandRouteDeps): RouteHandlers => ({
  ...contentCommandRoutes(commandBus),
  ...loginRoutes({ commandBus, sessionSecret, outbox }),
  ...usersRoutes(commandBus),
  ...contactRoutes(commandBus, publicOrigin),
  ...uploadsRoutes(commandBus),
  ...walletRoutes(commandBus),
  ...orderRoutes(commandBus),
  ...astrologerRoutes(commandBus),
  ...chatRoutes(commandBus),
  ...notificationRoutes(commandBus, webPushPublicKey),
  ...reviewRoutes(commandBus),
  ...kundliRoutes(commandBus),
  ...liveRoutes(commandBus),
  ...queueRoutes(commandBus),
  ...liveGiftRoutes(commandBus),
  ...supportRoutes(commandBus),
});
