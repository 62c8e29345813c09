import { NewsletterLinkPage } from '../../features/contact/components/newsletter-link-page.component';

export default function NewsletterPage() {
  return <NewsletterLinkPage />;
}
