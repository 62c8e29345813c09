import type { contentRefusals } from '@nakshatra/contracts';
import { contentFamilyLabelMessages } from '../../i18n/content-family-labels';
import type { RefusalTexts } from '../refusal-texts';

/** A family's Hindi name; "आइटम" for a name that is not a family (a refusal's params come from outside). */
const family = (name: string): string => (Object.hasOwn(contentFamilyLabelMessages.hi, name) ? contentFamilyLabelMessages.hi[name as keyof typeof contentFamilyLabelMessages.hi] : 'आइटम');

export const contentHindi: RefusalTexts<typeof contentRefusals> = {
  'content.not_found': ({ family: name }) => `${family(name)} नहीं मिला`,
  'content.no_such_item': () => 'ऐसा कोई आइटम नहीं है',
  'content.already_exists': ({ family: name, id }) => `${family(name)} ${id} पहले से मौजूद है`,
  'content.slug_taken': ({ family: name, slug }) => `कोई दूसरा ${family(name)} पहले से स्लग "${slug}" का उपयोग कर रहा है`,
};
