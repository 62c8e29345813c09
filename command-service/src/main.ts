// Starts the command service alone. Configuration: PORT (8081); the event store is EventStoreDB
// when EVENTSTORE_CONNECTION_STRING is set, else PostgreSQL at DATABASE_URL; DATABASE_URL is required
// either way (the read models' database, where logouts are listed for the query service); SESSION_SECRET;
// REDIS_URL (shared rate limits, chat typing and presence between instances); SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMS_SENDER_ID (else the
// development OTP outbox); UPLOADS_DIR (.data/uploads) and PRIVATE_UPLOADS_DIR (beside it); HOST (127.0.0.1); LOG_LEVEL; PAYMENT_PROVIDER
// and RAZORPAY_* (payments/payment-provider-from-env.ts); GST_RATE_BP and INVOICE_SUPPLIER_* (wallet/wallet-config.ts);
// PLATFORM_COMMISSION_BP and CHAT_TICK_MS (chat/chat-config.ts); FCM_PROJECT_ID, FCM_CLIENT_EMAIL,
// FCM_PRIVATE_KEY (push notifications, else in-app only), FCM_API_URL, FCM_TOKEN_URL, FCM_TIMEOUT_MS
// (notifications/fcm/fcm-config.ts); WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY, WEB_PUSH_SUBJECT,
// WEB_PUSH_TIMEOUT_MS (Web Push to browsers, else off: notifications/web-push/web-push-config.ts); DATABASE_POOL_SIZE (10: PostgreSQL connections of the event store);
// STUN_URLS, TURN_URLS, TURN_SECRET, TURN_CREDENTIAL_TTL_S (calls/media/ice-config.ts; TURN required in production);
// PHONE_BRIDGE (off), EXOTEL_*, PHONE_BRIDGE_CALLBACK_SECRET, PHONE_BRIDGE_CALLBACK_URL or PUBLIC_ORIGIN (calls/phone-bridge, docs/phone-bridge.md);
// PUBLIC_ORIGIN (the site's origin, which links in mail point at; required in production);
// JANUS_URL, JANUS_ADMIN_URL, JANUS_API_SECRET, JANUS_ADMIN_SECRET, JANUS_VIDEOROOM_ADMIN_KEY, JANUS_TIMEOUT_MS (live rooms, docs/live-media.md; none when unset).
import { createEventStore } from '@nakshatra/event-store';
import { createLogger, MemoryRateLimiter, onShutdown, optionalEnv, portEnv, positiveIntEnv, PostgresLiveAudience, PostgresSessionRevocations, RedisRateLimiter, requiredEnv, sessionSecretEnv, uploadFoldersFromEnv } from '@nakshatra/platform';
import { paymentProviderFromEnv } from './payments/payment-provider-from-env.js';
import { publicOriginFromEnv } from './contact/site-origin.js';
import { startCommandService } from './start-command-service.js';
import { smsSenderFromEnv } from './users/sms/sms-from-env.js';
import { DevOtpOutbox } from './users/sms/dev-otp-outbox.js';
import { walletConfigFromEnv } from './wallet/wallet-config.js';
import { chatConfigFromEnv } from './chat/chat-config.js';
import { iceConfigFromEnv } from './calls/media/index.js';
import { phoneBridgeSetupFromEnv } from './calls/phone-bridge/index.js';
import { liveMediaFromEnv } from './live/sessions/live-media.js';
import { workflowsConfigFromEnv } from './workflows/workflows-config.js';
import { fcmConfigFromEnv } from './notifications/fcm/fcm-config.js';
import { webPushConfigFromEnv } from './notifications/web-push/web-push-config.js';
import { MemoryChatPresence, RedisChatPresence } from './chat/realtime/chat-presence.js';
import { MemoryChatSignals, RedisChatSignals } from './chat/realtime/chat-signals.js';
import { MemoryLiveSignals, RedisLiveSignals } from './live/realtime/live-signals.js';
import { LIVE_P2P_MAX_VIEWERS } from '@nakshatra/contracts';

const logger = createLogger('command-service');
const databaseUrl = requiredEnv('DATABASE_URL');
const redisUrl = optionalEnv('REDIS_URL');
const store = await createEventStore({
  databaseUrl,
  eventStoreConnectionString: optionalEnv('EVENTSTORE_CONNECTION_STRING'),
  maxConnections: positiveIntEnv('DATABASE_POOL_SIZE', 10),
  applicationName: 'nakshatra-command-service',
});
const revocations = await PostgresSessionRevocations.connect(databaseUrl);
const redisNamespace = new URL(databaseUrl).pathname.slice(1) || 'default';
const rateLimiter = redisUrl ? await RedisRateLimiter.connect(redisUrl, redisNamespace) : new MemoryRateLimiter();
const chatSignals = redisUrl ? await RedisChatSignals.connect(redisUrl, redisNamespace) : new MemoryChatSignals();
const chatPresence = redisUrl ? await RedisChatPresence.connect(redisUrl, redisNamespace) : new MemoryChatPresence();
const liveSignals = redisUrl ? await RedisLiveSignals.connect(redisUrl, redisNamespace) : new MemoryLiveSignals();
// Viewer counts go where the query service reads them for /live, whatever else is configured.
const liveAudience = PostgresLiveAudience.connect(databaseUrl);
const sessionSecret = sessionSecretEnv();
const sms = await smsSenderFromEnv(redisUrl ? { url: redisUrl, namespace: redisNamespace } : undefined);
const service = await startCommandService({ store, sessionSecret, payments: paymentProviderFromEnv(process.env, sessionSecret), wallet: walletConfigFromEnv(), chat: chatConfigFromEnv(), ice: iceConfigFromEnv(), phoneBridge: phoneBridgeSetupFromEnv(), liveMedia: liveMediaFromEnv(), liveSignals, liveAudience, liveMaxViewers: positiveIntEnv('LIVE_P2P_MAX_VIEWERS', LIVE_P2P_MAX_VIEWERS), workflows: workflowsConfigFromEnv(), fcm: fcmConfigFromEnv(), webPush: webPushConfigFromEnv(), chatSignals, chatPresence, logger, sms, rateLimiter, revocations, ...uploadFoldersFromEnv(process.env), publicOrigin: publicOriginFromEnv(process.env), port: portEnv('PORT', 8081), host: optionalEnv('HOST') });
onShutdown(async () => {
  await service.stop();
  await rateLimiter.close();
  await revocations.close();
  await chatSignals.close();
  await chatPresence.close();
  await liveSignals.close();
  await liveAudience.close();
  if (sms instanceof DevOtpOutbox) await sms.close();
  await store.close();
}, logger);
