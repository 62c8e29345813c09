import { useMessages } from '../../../lib/i18n/messages';
import { sectionTexts, type Nouns } from '../content.messages';
import { contentSectionLabels, type ContentSectionId } from '../content-sections';

export interface SectionText {
  /** The section's name: its heading. */
  readonly label: string;
  /** What the section holds, in a sentence: under the heading and as the page description. */
  readonly lead: string;
  readonly nouns: Nouns;
}

/** A section's words in the visitor's language. */
export function useSectionText(id: ContentSectionId): SectionText {
  const labels = useMessages(contentSectionLabels);
  const { lead, one, many } = useMessages(sectionTexts[id]);
  return { label: labels[id], lead, nouns: { one, many } };
}
