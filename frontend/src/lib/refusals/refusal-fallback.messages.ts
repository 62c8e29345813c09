import { defineMessages } from '../i18n/messages';

/**
 * The sentences for an answer without a refusal code (refusal-text.ts): kept apart from every
 * code's wording, so a page can say "no answer" before (or without) loading that wording.
 */
export const fallbackMessages = defineMessages(
  {
    unreachable: "We couldn't reach Nakshatra. Please check your connection and try again.",
    notFound: 'We could not find that. It may have been removed.',
    failed: (status: number) => `Something went wrong (error ${status}). Please try again.`,
  },
  {
    unreachable: 'हम नक्षत्र से संपर्क नहीं कर सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    notFound: 'यह नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
    failed: (status: number) => `कुछ गड़बड़ हो गई (त्रुटि ${status})। कृपया फिर से कोशिश करें।`,
  },
);

