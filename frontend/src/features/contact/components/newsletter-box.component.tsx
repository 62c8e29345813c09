import type { FieldError } from '@nakshatra/contracts/client';
import { useState, type FormEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { subscribeNewsletter } from '../api/subscribe-newsletter.api';
import { contactMessages } from '../contact.messages';
import { checkEmail } from '../lib/contact-checks';
import '../newsletter-box.css';

type Subscribing = { readonly state: 'editing' | 'sending' } | { readonly state: 'subscribed'; readonly email: string } | { readonly state: 'failed'; readonly failure: ApiFailure };

const FIELD_ID = 'newsletter-email';

/** The footer's newsletter sign-up (send_subscribe_email): one address, checked as it is sent, and a thank-you. */
export function NewsletterBox() {
  const t = useMessages(contactMessages);
  const { language } = useLanguage();
  const { field: fieldText } = useRefusalText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldError | undefined>();
  const [subscribing, setSubscribing] = useState<Subscribing>({ state: 'editing' });

  const refuse = (found: FieldError) => {
    setError(found);
    setSubscribing({ state: 'editing' });
    document.getElementById(FIELD_ID)?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail(email);
    if (found) return refuse(found);
    setSubscribing({ state: 'sending' });
    const address = email.trim();
    const answer = await subscribeNewsletter(address, language).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) {
      setEmail('');
      return setSubscribing({ state: 'subscribed', email: address });
    }
    const refused = answer.errors?.find((one) => one.path === 'email');
    if (refused) return refuse(refused);
    setSubscribing({ state: 'failed', failure: answer });
  };

  const busy = subscribing.state === 'sending';
  return (
    <section className="newsletter-box" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{t.newsletterTitle}</h2>
      <p className="newsletter-box__lead">{t.newsletterLead}</p>
      <form className="newsletter-box__form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField id={FIELD_ID} label={t.newsletterEmail} error={error ? fieldText(error) : undefined}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <button type="submit" className="button button--small button--accent" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t.subscribe}
        </button>
      </form>
      {/* A live region, not role=status: it is in every page's footer, and a page's own status stays the one status there. */}
      <p className="newsletter-box__status" aria-live="polite">
        {subscribing.state === 'subscribed' ? t.subscribed(subscribing.email) : ''}
      </p>
      {subscribing.state === 'failed' ? <FailedWrite failure={subscribing.failure} /> : null}
    </section>
  );
}
