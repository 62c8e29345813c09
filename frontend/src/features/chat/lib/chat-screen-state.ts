import type { ChatSessionView } from '@nakshatra/contracts';

/** Handed to /chat-screen/:id with the navigation (after a request or an accept), so it shows the session before the socket answers. */
export interface ChatScreenState {
  readonly session?: ChatSessionView;
}
