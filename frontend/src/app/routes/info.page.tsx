import { InfoPageView } from '../../features/info-pages/components/info-page.component';
import type { InfoPageSlug } from '../../features/info-pages/lib/info-page-slugs';

/** About us, terms, privacy and refunds: one chunk, the only one of them with the rich-text filter. */
export default function InfoPage({ slug }: { slug: InfoPageSlug }) {
  // Another page is another page: nothing of the previous one's state carries over.
  return <InfoPageView key={slug} slug={slug} />;
}
