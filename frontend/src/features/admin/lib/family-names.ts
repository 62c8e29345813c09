import { contentFamilies, type ContentFamilyName } from '@nakshatra/contracts';

/** The catalogue's label, e.g. "Blog post". */
export const familyLabel = (family: ContentFamilyName): string => contentFamilies[family].label;

/** Plural of the label for lists and navigation: "Blog posts", "Stories", "Product categories". */
export function familyPlural(family: ContentFamilyName): string {
  const label = familyLabel(family);
  return /[^aeiou]y$/i.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`;
}
