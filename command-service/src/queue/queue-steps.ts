/** The commands the queue workflows say are due (carried out by AstrologerQueues.runStep, each idempotent). */
export type QueueStep =
  /** A turn claimed on the line whose call was never made (a crash after QueueTurnStarted): make it now. */
  | { readonly type: 'OpenTurnCall'; readonly liveSessionId: string; readonly chatSessionId: string }
  /** The turn's call is over (or was never accepted: `callRefused`), the line does not say so yet. */
  | { readonly type: 'EndTurn'; readonly liveSessionId: string; readonly chatSessionId: string; readonly callRefused: boolean }
  /** The live session is over and its turn's call still runs: it ends, as the astrologer's hang-up. */
  | { readonly type: 'EndTurnCall'; readonly chatSessionId: string }
  /** The live session is over and viewers still wait in its line (or its turn is not named yet): let them go. */
  /** `ifSessionOver`: only if `live-<id>` says the session is over (a line joined after its session was forgotten). */
  | { readonly type: 'CloseLiveQueue'; readonly liveSessionId: string; readonly ifSessionOver?: true }
  /** Customers wait on the waitlist with no offer out: offer the first, if the astrologer is free (the step looks). */
  | { readonly type: 'OfferWaitlist'; readonly astrologerId: string }
  /** An offer's 60 s are over: it lapses, and the next customer is offered next. */
  | { readonly type: 'ExpireOffer'; readonly astrologerId: string; readonly entryId: string };
