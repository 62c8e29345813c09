/**
 * The fixed choices astrologers register with and visitors filter by. Keys are what the server
 * stores; their labels are UI text (astrologers.messages.ts), so they follow the visitor's language.
 */
export const SKILLS = ['vedic', 'kp', 'numerology', 'tarot', 'vastu', 'palmistry', 'prashna', 'lal_kitab', 'face_reading', 'nadi'] as const;
export type Skill = (typeof SKILLS)[number];

export const LANGUAGES = ['hindi', 'english', 'bengali', 'marathi', 'gujarati', 'punjabi', 'tamil', 'telugu', 'kannada', 'malayalam', 'odia'] as const;
export type SpokenLanguage = (typeof LANGUAGES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const isSkill = (value: unknown): value is Skill => SKILLS.includes(value as Skill);
export const isSpokenLanguage = (value: unknown): value is SpokenLanguage => LANGUAGES.includes(value as SpokenLanguage);
export const isGender = (value: unknown): value is Gender => GENDERS.includes(value as Gender);
