/** Live sessions (issue #17, docs/live.md): /live, a session's page and the astrologer's live desk. */
export { LiveSessions } from './components/live-sessions.component';
export { LiveSession } from './components/live-session.component';
export type { FollowLogin } from './components/follow-button.component';
export type { AskTurnIntake, TurnAstrologer } from './components/live-queue-join.component';
export { LiveDesk } from './components/live-desk.component';
export { LiveStudio } from './components/live-studio.component';
