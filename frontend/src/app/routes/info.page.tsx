import { InfoPageView } from '../../features/info-pages/components/info-page.component';
import type { InfoPageSlug } from '../../features/info-pages/lib/info-page-slugs';
import { AutomaticRefunds } from '../../features/refund-rules';

/** About us, terms, privacy and refunds: one chunk, the only one of them with the rich-text filter. */
export default function InfoPage({ slug }: { slug: InfoPageSlug }) {
  // Another page is another page: nothing of the previous one's state carries over. The refund
  // policy also lists the automatic refund rules, from the list the server applies.
  return (
    <InfoPageView key={slug} slug={slug}>
      {slug === 'refund-policy' ? <AutomaticRefunds /> : null}
    </InfoPageView>
  );
}
