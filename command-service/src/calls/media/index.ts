// Media relay for calls: which ICE servers a participant gets and the TURN credentials minted for them (docs/calls.md).
export { ICE_CONFIG, iceConfigFromEnv, type IceConfig, type TurnConfig } from './ice-config.js';
export { iceServersFor, type IceServer } from './ice-servers.js';
export { mintTurnCredential, type TurnCredential } from './turn-credentials.js';
export { MIN_TURN_SECRET_LENGTH, TurnSecret } from './turn-secret.js';
