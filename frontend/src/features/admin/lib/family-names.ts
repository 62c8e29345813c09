import type { ContentFamilyName } from '@nakshatra/contracts';
import type { Language } from '../../../lib/i18n/language-preference';
import { messagesFor } from '../../../lib/i18n/messages';
import { familyLabelMessages, familyPluralMessages } from '../admin-families.messages';

/** One item of a family, e.g. "Blog post" / "ब्लॉग पोस्ट". */
export const familyLabel = (family: ContentFamilyName, language: Language): string => messagesFor(familyLabelMessages, language)[family];

/** Plural for lists and navigation: "Blog posts", "Stories", "Product categories". */
export const familyPlural = (family: ContentFamilyName, language: Language): string => messagesFor(familyPluralMessages, language)[family];

/** The label inside a sentence: "New blog post" (English lower-cases it; Hindi has no case). */
export const familyNoun = (family: ContentFamilyName, language: Language): string => (language === 'en' ? familyLabel(family, language).toLowerCase() : familyLabel(family, language));

/** The plural inside a sentence: "45 blog posts". */
export const familyPluralNoun = (family: ContentFamilyName, language: Language): string =>
  language === 'en' ? familyPlural(family, language).toLowerCase() : familyPlural(family, language);
