import type { FieldError } from '@nakshatra/contracts/client';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../../components/error-summary.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { sendContactMessage } from '../api/send-contact-message.api';
import { contactMessages } from '../contact.messages';
import { checkContact, CONTACT_FIELDS, contactMessage, EMPTY_CONTACT, errorsByField, type ContactField, type ContactValues } from '../lib/contact-checks';

type Sending = { readonly state: 'editing' | 'sending' } | { readonly state: 'sent'; readonly email: string } | { readonly state: 'failed'; readonly failure: ApiFailure };

const fieldId = (field: ContactField) => `contact-${field}`;

/**
 * The contact form (send-email): checked as it is sent, the server's refusals shown on their
 * fields in the visitor's language, and a confirmation naming the address support replies to.
 */
export function ContactForm() {
  const t = useMessages(contactMessages);
  const { language } = useLanguage();
  const { field: fieldText } = useRefusalText();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });
  const summaryRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLHeadingElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);

  useEffect(() => {
    if (refusedAt) summaryRef.current?.focus();
  }, [refusedAt]);
  useEffect(() => {
    if (sending.state === 'sent') confirmationRef.current?.focus();
  }, [sending.state]);

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const refuse = (found: readonly FieldError[]) => {
    setErrors(errorsByField(found));
    setRefusedAt(Date.now());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkContact(values);
    if (found.length > 0) return refuse(found);
    setSending({ state: 'sending' });
    // The language the visitor reads the site in: support's mail names it, so the reply can be in it.
    const answer = await sendContactMessage({ ...contactMessage(values), language }).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) return setSending({ state: 'sent', email: values.email.trim() });
    const byField = errorsByField(answer.errors ?? []);
    if (Object.keys(byField).length > 0) {
      setSending({ state: 'editing' });
      return refuse(answer.errors ?? []);
    }
    setSending({ state: 'failed', failure: answer });
  };

  if (sending.state === 'sent') {
    return (
      <section className="contact-sent" role="status" aria-labelledby="contact-sent-title">
        <h2 id="contact-sent-title" ref={confirmationRef} tabIndex={-1}>
          {t.sentTitle}
        </h2>
        <p>{t.sentText(sending.email)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValues(EMPTY_CONTACT);
            setSending({ state: 'editing' });
          }}
        >
          {t.sendAnother}
        </button>
      </section>
    );
  }

  const busy = sending.state === 'sending';
  const errorOf = (field: ContactField) => (errors[field] ? fieldText(errors[field]) : undefined);
  const summary = CONTACT_FIELDS.filter((field) => errors[field]).map((field) => ({ targetId: fieldId(field), message: `${t[field]}: ${errorOf(field)}` }));
  const input = (field: Exclude<ContactField, 'message'>, type: string, autoComplete: string, hint?: string) => (
    <FormField id={fieldId(field)} label={t[field]} hint={hint} error={errorOf(field)}>
      {(control) => <input {...control} type={type} autoComplete={autoComplete} value={values[field]} onChange={(event) => set(field, event.target.value)} />}
    </FormField>
  );
  return (
    <>
      <ErrorSummary ref={summaryRef} items={summary} />
      <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
        {input('name', 'text', 'name')}
        {input('email', 'email', 'email', t.emailHint)}
        {input('phone', 'tel', 'tel-national')}
        {input('subject', 'text', 'off')}
        <FormField id={fieldId('message')} label={t.message} error={errorOf('message')}>
          {(control) => <textarea {...control} rows={6} maxLength={5000} value={values.message} onChange={(event) => set('message', event.target.value)} />}
        </FormField>
        <button type="submit" className="button contact-form__send" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t.send}
        </button>
        {sending.state === 'failed' ? <FailedWrite failure={sending.failure} /> : null}
      </form>
    </>
  );
}
