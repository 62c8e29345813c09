import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { contactMessages } from '../contact.messages';
import { ContactForm } from './contact-form.component';
import '../contact.css';

/** /contact-us: the way to reach the support team, linked from the footer. */
export function ContactPage() {
  const t = useMessages(contactMessages);
  return (
    <div className="contact-page">
      <PageMeta title={t.documentTitle} description={t.description} />
      <header className="contact-page__header">
        <h1>{t.title}</h1>
        <p className="contact-page__lead">{t.lead}</p>
      </header>
      <ContactForm />
    </div>
  );
}
