import { ContactPage } from '../../features/contact/components/contact-page.component';

export default function ContactUsPage() {
  return <ContactPage />;
}
