// What other packages' tests need from the command service: a local fake of Razorpay's API and its
// fixtures, a fake FCM, a real coturn on 127.0.0.1 for calls relayed through TURN, and a real Janus for live rooms.
export * from './payments/testing/fake-razorpay.js';
export * from './payments/testing/razorpay-fixtures.js';
export * from './notifications/testing/fake-fcm.js';
export { LOCAL_COTURN_REALM, startLocalCoturn, type LocalCoturn } from './calls/media/testing/local-coturn.js';
export { startLocalJanus, type LocalJanus } from './live/media/testing/local-janus.js';
export { janusConfigFromEnv, JanusClient, JanusRooms, VIDEOROOM_PLUGIN } from './live/media/index.js';
export { phoneBridgeSetupFromEnv, signCallbackUrl, type PhoneBridgeSetup } from './calls/phone-bridge/index.js';
