import { CHAT_STREAM_PREFIX, CUSTOMER_CHAT_STREAM_PREFIX, type ChatRequested, type FreeChatClaimed } from '@nakshatra/contracts';
import { claimThenFollowWorkflow } from './claim-then-follow.js';

export interface ReleaseFreeChat {
  readonly type: 'ReleaseFreeChat';
  readonly customerId: string;
  readonly sessionId: string;
  /** Only if `chat-<sessionId>` does not exist: the request may be recorded yet unseen here (a slow feed), or recorded though its writer heard an error. */
  readonly ifNeverRequested?: true;
}

/**
 * create_chat_session claims the free first chat (`customer-chat-<userId>`) before it records the
 * request on the session's stream. A request that dies between them would leave the free chat taken
 * by a session that does not exist (docs/chat.md, known limits): it is given back once `graceMs` has passed.
 */
export const freeChatClaimWorkflow = (graceMs: number) =>
  claimThenFollowWorkflow<ReleaseFreeChat>(
    {
      name: 'free-chat-claim',
      streams: [CUSTOMER_CHAT_STREAM_PREFIX, CHAT_STREAM_PREFIX],
      stepOf(event) {
        const customerOfStream = () => event.streamName.slice(CUSTOMER_CHAT_STREAM_PREFIX.length);
        switch (event.type) {
          case 'FreeChatClaimed':
            return { kind: 'claimed', owner: customerOfStream(), subject: (event.data as FreeChatClaimed).sessionId };
          case 'FreeChatReleased':
            return { kind: 'released', owner: customerOfStream(), subject: (event.data as FreeChatClaimed).sessionId };
          case 'ChatRequested': {
            const { customerId, sessionId } = event.data as ChatRequested;
            return { kind: 'followed', owner: customerId, subject: sessionId };
          }
          default:
            return undefined;
        }
      },
      release: (customerId, sessionId) => ({ type: 'ReleaseFreeChat', customerId, sessionId, ifNeverRequested: true }),
    },
    graceMs,
  );
