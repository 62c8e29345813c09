import { defineRefusals } from '../refusals/refusal.js';

/** Refusals of the astrologers calls: applications, their review, the online switch (docs/refusals.md). */
export const astrologerRefusals = defineRefusals({
  'astrologer.not_found': { status: 404, en: () => 'Astrologer not found' },
  /** The caller's account has no astrologer record: their own record, switch or earnings. */
  'astrologer.not_applied': { status: 404, en: () => 'You have not applied as an astrologer yet' },
  // Applying.
  'astrologer.application_pending': { status: 409, en: () => 'Your application is already waiting for review.' },
  'astrologer.already_registered': { status: 409, en: () => 'This number is already registered as an astrologer.' },
  'astrologer.application_deactivated': { status: 409, en: () => 'This astrologer profile was deactivated. Please contact support.' },
  // An admin's review.
  'astrologer.approve_deactivated': { status: 409, en: () => 'This astrologer is deactivated; reactivate them first.' },
  'astrologer.reject_approved': { status: 409, en: () => 'An approved astrologer cannot be rejected; deactivate them instead.' },
  // The astrologer's own switch.
  'astrologer.profile_deactivated': { status: 403, en: () => 'Your astrologer profile is deactivated. Please contact support.' },
  'astrologer.not_approved': { status: 403, en: () => 'Your astrologer profile is not approved yet.' },
});
