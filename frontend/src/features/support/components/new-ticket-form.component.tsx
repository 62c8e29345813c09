import { useId, useState, type FormEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { createTicket, SUPPORT_TEXT_MAX, type NewTicket, type SupportCategory } from '../api/support.api';
import { supportMessages } from '../support.messages';
import { ScreenshotPicker } from './screenshot-picker.component';

const CATEGORIES: readonly SupportCategory[] = ['consultation', 'refund', 'payment', 'order', 'pooja', 'account', 'technical', 'other'];

export interface NewTicketFormProps {
  /** What "Report a problem" was pressed on, if anything: the ticket is linked to it. */
  readonly link: NewTicket['link'];
  readonly category: SupportCategory;
  readonly onOpened: (ticketId: string) => void;
  readonly onCancel: () => void;
}

/** Opening a ticket: category, what happened, up to three screenshots, and the item it is about. */
export function NewTicketForm({ link, category: initialCategory, onOpened, onCancel }: NewTicketFormProps) {
  const t = useMessages(supportMessages);
  const { field } = useRefusalText();
  const id = useId();
  const [category, setCategory] = useState<SupportCategory>(initialCategory);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!text.trim()) return setError(t.required);
    setError(undefined);
    setBusy(true);
    const answer = await createTicket({ category, text, images, link }).catch(() => NO_ANSWER);
    setBusy(false);
    if (!isApiFailure(answer)) return onOpened(answer.data.id);
    const textError = answer.errors?.find((issue) => issue.path === 'text');
    if (textError) setError(field(textError));
    else setFailure(answer);
  };

  return (
    <form className="support-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.formTitle}</h2>
      {link ? (
        <p className="support-form__link">
          {t.linkedTo}: {t.linkKinds(link.kind)} <code>{link.id.slice(0, 8)}</code>
        </p>
      ) : null}
      <FormField id={`${id}-category`} label={t.category}>
        {(control) => (
          <select {...control} value={category} onChange={(event) => setCategory(event.target.value as SupportCategory)}>
            {CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {t.categories(option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${id}-text`} label={t.text} hint={t.textHint} error={error}>
        {(control) => <textarea {...control} rows={5} maxLength={SUPPORT_TEXT_MAX} value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <ScreenshotPicker id={`${id}-images`} urls={images} onChange={setImages} />
      {failure ? <FailedWrite failure={failure} /> : null}
      <div className="support-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t.send}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
