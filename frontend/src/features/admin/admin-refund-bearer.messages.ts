import { defineMessages } from '../../lib/i18n/messages';

/** Who bears a consultation's refund (docs/support.md, "Who bears a refund"): the support ticket's refund decision and the wallet's refund of a debit ask it alike. */
export const refundBearerMessages = defineMessages(
  {
    bearer: 'Who bears it',
    bearerHint: "Each paid minute earned the astrologer their share. If they were at fault, that share of the refunded part is taken back from their earnings; as goodwill, the platform bears the whole refund.",
    bearerChoose: 'Choose…',
    bearer_astrologer: 'The astrologer: they were at fault',
    bearer_platform: 'The platform: goodwill, the astrologer keeps their earning',
    borneBy_astrologer: 'borne by the astrologer (at fault)',
    borneBy_platform: 'borne by the platform (goodwill)',
  },
  {
    bearer: 'इसे कौन वहन करेगा',
    bearerHint: 'हर सशुल्क मिनट में ज्योतिषी का हिस्सा बना था। अगर गलती उनकी थी, तो लौटाए गए हिस्से पर उनकी कमाई वापस ली जाती है; सद्भावना में पूरा रिफ़ंड प्लेटफ़ॉर्म वहन करता है।',
    bearerChoose: 'चुनें…',
    bearer_astrologer: 'ज्योतिषी: गलती उनकी थी',
    bearer_platform: 'प्लेटफ़ॉर्म: सद्भावना में, ज्योतिषी की कमाई बनी रहती है',
    borneBy_astrologer: 'ज्योतिषी वहन करते हैं (गलती उनकी)',
    borneBy_platform: 'प्लेटफ़ॉर्म वहन करता है (सद्भावना)',
  },
);
