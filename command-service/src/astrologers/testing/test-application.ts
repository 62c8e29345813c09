import { randomUUID } from 'node:crypto';
import type { AstrologerApplied } from '@nakshatra/contracts';

type Profile = AstrologerApplied['profile'];

/**
 * An astrologer's application as the tests need one (then seedOnlineAstrologer): fresh ids, an
 * Indian number, a complete profile and uploaded documents; each test names only what it is about.
 */
export function testApplication(fields: { readonly phone?: string; readonly profile?: Partial<Profile> } = {}): AstrologerApplied {
  return {
    astrologerId: randomUUID(),
    userId: randomUUID(),
    phone: fields.phone ?? '9876543210',
    countryCode: '+91',
    profile: {
      name: 'Pandit Ravi',
      email: 'ravi@example.com',
      gender: 'male',
      dateOfBirth: '1975-06-01',
      languages: ['hindi'],
      skills: ['vedic'],
      experienceYears: 20,
      pricePerMin: 20_00,
      bio: 'b'.repeat(60),
      imgUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
      ...fields.profile,
    },
    idDocumentUrl: '/uploads/fedcba9876543210fedcba9876543210.jpg',
  };
}
