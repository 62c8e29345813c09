import type { ContentFamilyName } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import type { Language } from '../../../lib/i18n/language-preference';
import { messagesFor, useMessages } from '../../../lib/i18n/messages';
import { contentMessages } from '../admin-content.messages';
import { getContentHistory } from '../api/get-content-history.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { usePeople } from '../hooks/use-people.hook';
import { actorName } from '../lib/actor-name';
import { contentFields, type FieldDescriptor } from '../lib/content-fields';
import { fieldName } from '../lib/field-texts';
import { LoadFailure, Loading } from './load-failure.component';

/** Values longer than this (bodies, long summaries) are named, not shown. */
const SHOWN_VALUE_MAX = 60;

/** An item's timeline, newest first: who made each change, which fields it touched, when (India time). */
export function ContentHistory({ family, id }: { family: ContentFamilyName; id: string }) {
  const { userId } = useAdminAccess();
  const t = useMessages(contentMessages);
  const { language } = useLanguage();
  const [history, retry] = useApiResource(`history:${id}`, (signal) => getContentHistory(id, signal));
  const people = usePeople(history.state === 'loaded' ? history.answer.data.map((entry) => entry.actor.id) : []);
  const fields = useMemo(() => new Map(contentFields(family).map((field) => [field.name, field])), [family]);
  const changes = { created: t.created, updated: t.changed, deleted: t.removed };

  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <h2 id="admin-history-title">{t.history}</h2>
      {history.state === 'loading' ? <Loading what={t.theHistory} /> : null}
      {history.state === 'failed' ? <LoadFailure what={t.theHistory} failure={history.failure} onRetry={retry} /> : null}
      {history.state === 'loaded' ? (
        history.answer.data.length === 0 ? (
          <p className="admin-field__hint">{t.noChanges}</p>
        ) : (
          <ol className="admin-timeline">
            {history.answer.data.map((entry) => (
              <li key={entry.id} className={`admin-timeline__entry admin-timeline__entry--${entry.change}`}>
                <p className="admin-timeline__what">
                  <strong>{changes[entry.change]}</strong>
                  {t.byWhom(actorName(entry.actor, userId, language, people))}
                </p>
                <time className="admin-timeline__when" dateTime={entry.occurred_at}>
                  {formatIstDateTime(entry.occurred_at, language)}
                </time>
                {entry.fields && Object.keys(entry.fields).length > 0 ? (
                  <ul className="admin-timeline__fields" aria-label={entry.change === 'created' ? t.fieldsSet : t.fieldsChanged}>
                    {Object.entries(entry.fields).map(([name, value]) => (
                      <li key={name}>{describeChange(fields.get(name), name, value, language)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}

/** "Status: published", "Price: ₹ 150"; long values by name only. */
function describeChange(field: FieldDescriptor | undefined, name: string, value: unknown, language: Language): string {
  const label = fieldName(name, language);
  const shown = shownValue(field, value, language);
  return shown === undefined ? label : `${label}: ${shown}`;
}

function shownValue(field: FieldDescriptor | undefined, value: unknown, language: Language): string | undefined {
  const t = messagesFor(contentMessages, language);
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') return field?.kind === 'money' ? formatRupees(value) : String(value);
  if (Array.isArray(value)) {
    const list = value.every((entry) => typeof entry === 'string') ? value.join(', ') : '';
    return list !== '' && list.length <= SHOWN_VALUE_MAX && field?.kind !== 'image-list' ? list : undefined;
  }
  if (typeof value !== 'string' || field?.kind === 'rich-text' || value.length > SHOWN_VALUE_MAX) return undefined;
  if (field?.kind === 'datetime') return formatIstDateTime(value, language);
  return value === '' ? t.emptied : value;
}
