import type { ChatEndedBy, ChatParticipant, ConsultationChannel } from '../chat/chat-events.js';

/**
 * The automatic refund rules (docs/refund-rules.md): one list, read by the command service's
 * `refund-rules` workflow, which applies them to every consultation as it ends, and by the SPA's
 * `/refund-policy`, which publishes them. A rule refunds every paid minute of the consultation, in
 * full, through the wallet's own refund (never more than was paid); its code goes with the refund so
 * the wallet history says why. Free minutes cost nothing and have nothing to refund.
 */

/** What a rule reads of a consultation that has ended, folded from its `chat-<id>` events. */
export interface EndedConsultation {
  readonly channel: ConsultationChannel;
  /** When billing counted from: a chat's acceptance, a call's connection. Null when nothing was ever billed. */
  readonly billedFrom: string | null;
  /** When the astrologer sent their first message (chat), or null for none. */
  readonly firstAstrologerMessageAt: string | null;
  readonly end: ChatEndedBy & {
    readonly endedAt: string;
    /** `connection_lost` only: the side that went silent first (ChatEnded.lostSide). */
    readonly lostSide?: ChatParticipant;
  };
}

export const REFUND_RULE_CODES = ['astrologer_silent', 'astrologer_dropped', 'lost_first_minute'] as const;
export type RefundRuleCode = (typeof REFUND_RULE_CODES)[number];

/** What a customer reads about a rule: on `/refund-policy`, and on the refund's line in the wallet history. */
export interface RefundRuleText {
  readonly title: string;
  readonly description: string;
  /** The refund's line in the wallet history. */
  readonly walletLine: string;
}

export interface RefundRule {
  readonly code: RefundRuleCode;
  /**
   * Consultations that ended before this moment are never refunded by the rule: the workflow reads
   * the whole store at every start, and a rule added later must not reach back into the past.
   */
  readonly inForceFrom: string;
  /** Whether the ended consultation is refunded in full. Pure: the same events always give the same answer. */
  readonly applies: (consultation: EndedConsultation) => boolean;
  readonly text: { readonly en: RefundRuleText; readonly hi: RefundRuleText };
}

/** A chat whose astrologer says nothing in this many billed minutes, or a call whose astrologer drops within them, is refunded. */
export const ASTROLOGER_SILENCE_MINUTES = 2;
/** A call lost (either side) within this many minutes of connecting is not billed. */
export const LOST_CALL_FREE_MINUTES = 1;

const MINUTE_MS = 60_000;

/** Whether `at` falls within the first `minutes` billed minutes (and, for an earlier end, before it). */
const withinBilledMinutes = (consultation: EndedConsultation, at: string, minutes: number): boolean =>
  consultation.billedFrom !== null && Date.parse(at) < Date.parse(consultation.billedFrom) + minutes * MINUTE_MS;

const endedWithin = (consultation: EndedConsultation, minutes: number): boolean => withinBilledMinutes(consultation, consultation.end.endedAt, minutes);

const IN_FORCE_FROM = '2026-11-27T00:00:00.000Z';

/** In the order they are tried: the first that applies names the refund. */
export const REFUND_RULES: readonly RefundRule[] = [
  {
    code: 'astrologer_silent',
    inForceFrom: IN_FORCE_FROM,
    applies: (consultation) => {
      if (consultation.channel !== 'chat' || consultation.billedFrom === null) return false;
      const firstReply = consultation.firstAstrologerMessageAt;
      // Silent if the first reply came only after the first minutes, or after the chat had ended, or never.
      return firstReply === null || !withinBilledMinutes(consultation, firstReply, ASTROLOGER_SILENCE_MINUTES) || Date.parse(firstReply) >= Date.parse(consultation.end.endedAt);
    },
    text: {
      en: {
        title: 'The astrologer did not reply',
        description: `If the astrologer sends no message in the first ${ASTROLOGER_SILENCE_MINUTES} billed minutes of a paid chat, the whole chat is refunded to your wallet automatically when it ends.`,
        walletLine: `Automatic refund: the astrologer did not reply in the first ${ASTROLOGER_SILENCE_MINUTES} minutes`,
      },
      hi: {
        title: 'ज्योतिषी ने जवाब नहीं दिया',
        description: `अगर किसी सशुल्क चैट के पहले ${ASTROLOGER_SILENCE_MINUTES} बिल किए गए मिनटों में ज्योतिषी एक भी संदेश नहीं भेजते, तो चैट खत्म होते ही उसका पूरा पैसा अपने आप आपके वॉलेट में लौट आता है।`,
        walletLine: `स्वचालित धनवापसी: ज्योतिषी ने पहले ${ASTROLOGER_SILENCE_MINUTES} मिनट में जवाब नहीं दिया`,
      },
    },
  },
  {
    code: 'astrologer_dropped',
    inForceFrom: IN_FORCE_FROM,
    applies: (consultation) =>
      consultation.channel === 'call' && consultation.end.reason === 'connection_lost' && consultation.end.lostSide === 'astrologer' && endedWithin(consultation, ASTROLOGER_SILENCE_MINUTES),
    text: {
      en: {
        title: "The astrologer's connection dropped",
        description: `If the astrologer's side of a paid call drops within its first ${ASTROLOGER_SILENCE_MINUTES} billed minutes, the whole call is refunded to your wallet automatically when it ends.`,
        walletLine: `Automatic refund: the astrologer's connection dropped in the first ${ASTROLOGER_SILENCE_MINUTES} minutes`,
      },
      hi: {
        title: 'ज्योतिषी का कनेक्शन टूट गया',
        description: `अगर किसी सशुल्क कॉल के पहले ${ASTROLOGER_SILENCE_MINUTES} बिल किए गए मिनटों में ज्योतिषी की तरफ़ का कनेक्शन टूट जाता है, तो कॉल खत्म होते ही उसका पूरा पैसा अपने आप आपके वॉलेट में लौट आता है।`,
        walletLine: `स्वचालित धनवापसी: पहले ${ASTROLOGER_SILENCE_MINUTES} मिनट में ज्योतिषी का कनेक्शन टूट गया`,
      },
    },
  },
  {
    code: 'lost_first_minute',
    inForceFrom: IN_FORCE_FROM,
    applies: (consultation) => consultation.end.reason === 'connection_lost' && endedWithin(consultation, LOST_CALL_FREE_MINUTES),
    text: {
      en: {
        title: 'Connection lost in the first minute',
        description: 'A call whose connection is lost within its first minute, on either side, is not billed: what was charged for it comes back to your wallet automatically when it ends.',
        walletLine: 'Automatic refund: the connection was lost in the first minute',
      },
      hi: {
        title: 'पहले मिनट में कनेक्शन टूट गया',
        description: 'जिस कॉल का कनेक्शन पहले ही मिनट में टूट जाए, किसी भी तरफ़ से, उसका कोई शुल्क नहीं लगता: उसके लिए कटा पैसा कॉल खत्म होते ही अपने आप आपके वॉलेट में लौट आता है।',
        walletLine: 'स्वचालित धनवापसी: पहले मिनट में कनेक्शन टूट गया',
      },
    },
  },
];

/** The rule that refunds an ended consultation, if any: the first in force at its end that applies. */
export function refundRuleFor(consultation: EndedConsultation): RefundRule | undefined {
  const endedAt = Date.parse(consultation.end.endedAt);
  return REFUND_RULES.find((rule) => endedAt >= Date.parse(rule.inForceFrom) && rule.applies(consultation));
}

export const refundRuleByCode = (code: RefundRuleCode): RefundRule => REFUND_RULES.find((rule) => rule.code === code)!;

/**
 * What billing itself never charges, so no refund is needed: published beside the rules. Each is
 * a property of the chat decider's billing, tested there (`chat.decider.unit.test.ts`, "billing").
 */
export const BILLING_GUARANTEES: readonly { readonly code: string; readonly en: string; readonly hi: string }[] = [
  {
    code: 'never_accepted',
    en: 'A request the astrologer does not accept (rejected, not answered within 60 seconds, or withdrawn by you) is never billed.',
    hi: 'जिस अनुरोध को ज्योतिषी स्वीकार नहीं करते (अस्वीकार किया गया, 60 सेकंड में जवाब नहीं मिला, या आपने वापस ले लिया), उसका कभी कोई शुल्क नहीं लगता।',
  },
  {
    code: 'call_not_connected',
    en: 'A call is billed only from the moment both of you are connected; a call that never connects costs nothing.',
    hi: 'कॉल का शुल्क तभी से लगता है जब आप दोनों जुड़ जाते हैं; जो कॉल कभी नहीं जुड़ती, उसका कोई शुल्क नहीं लगता।',
  },
  {
    code: 'per_started_minute',
    en: 'Each minute is billed once, when it starts, and the minutes of your free first consultation cost nothing.',
    hi: 'हर मिनट का शुल्क एक ही बार लगता है, उसके शुरू होने पर, और आपके पहले मुफ़्त परामर्श के मिनटों का कोई शुल्क नहीं लगता।',
  },
];
