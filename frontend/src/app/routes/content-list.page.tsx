import { ContentList } from '../../features/content/components/content-list.component';
import type { ForeignCards } from '../../features/content/components/section-card.component';
import { contentSection, type ContentSectionId } from '../../features/content/content-sections';
import { TestimonialCard } from '../../features/testimonials/components/testimonial-card.component';

// Features do not import each other: the page hands the content lists the testimonial card.
const foreign: ForeignCards = {
  testimonial: (item) => <TestimonialCard testimonial={item} headingLevel={2} />,
};

/** Every section's list (one chunk): /blogs, /news, /podcasts, /gallery, /testimonials… */
export default function ContentListPage({ section }: { section: ContentSectionId }) {
  // Another section is another page: nothing of the previous one's state (the search box) carries over.
  return <ContentList key={section} section={contentSection(section)} foreign={foreign} />;
}
