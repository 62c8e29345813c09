import type { ApiFailure } from '../lib/api-client';
import { defineMessages, useMessages } from '../lib/i18n/messages';
import './failed-write.css';

const failedWriteMessages = defineMessages(
  {
    unreachable: "We couldn't reach Nakshatra. Please check your connection and try again.",
    failed: (status: number) => `Something went wrong (error ${status}). Please try again.`,
  },
  {
    unreachable: 'हम नक्षत्र से संपर्क नहीं कर सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    failed: (status: number) => `कुछ गड़बड़ हो गई (त्रुटि ${status})। कृपया फिर से कोशिश करें।`,
  },
);

/** A failed call as a caller sees it: status 0 when no answer came at all (offline, network error). */
export const NO_ANSWER: ApiFailure = { error_status: 0 };

/**
 * What a write (placing an order, a recharge, a registration) answered when it did not succeed,
 * said honestly: a call that is planned but not served yet (HTTP 501) says so in the words the page
 * gives (`notYet`); any other refusal shows the server's own message, or its status.
 */
export function FailedWrite({ failure, notYet }: { failure: ApiFailure; notYet?: string }) {
  const t = useMessages(failedWriteMessages);
  const text =
    failure.error_status === 501 && notYet ? notYet : failure.error_status === 0 ? t.unreachable : failure.message || t.failed(failure.error_status);
  return (
    <p role="alert" className="failed-write">
      {text}
    </p>
  );
}
