// The media engine for live sessions: Janus's VideoRoom plugin, its rooms and client tokens (docs/live-media.md).
export { JANUS_CONFIG, janusConfigFromEnv, type JanusConfig } from './janus-config.js';
export { MIN_JANUS_SECRET_LENGTH, JanusSecret } from './janus-secret.js';
export {
  JANUS_ERROR,
  JanusAdminClient,
  JanusClient,
  JanusError,
  JanusHandle,
  JanusSession,
  JanusTimeoutError,
  VIDEOROOM_ERROR,
  type JanusAuth,
  type JanusErrorSource,
  type JanusMessage,
  type PluginAnswer,
} from './janus-client.js';
export {
  JanusRooms,
  LIVE_MEDIA_ROLES,
  VIDEOROOM_PLUGIN,
  type CreateRoomRequest,
  type JanusParticipant,
  type JanusRoom,
  type JanusRoomSummary,
  type LiveMediaRole,
} from './janus-rooms.js';
