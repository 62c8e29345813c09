import { useMemo } from 'react';
import type { ContentFamilyName } from '@nakshatra/contracts';
import { formatRupees } from '../../../lib/format-money';
import { getContentHistory, type ContentHistoryEntry } from '../api/get-content-history.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { contentFields, type FieldDescriptor } from '../lib/content-fields';
import { actorName } from '../lib/actor-name';
import { formatIst } from '../lib/format-ist';
import { LoadFailure, Loading } from './load-failure.component';

const CHANGES = { created: 'Created', updated: 'Updated', deleted: 'Deleted' } as const;
/** Values longer than this (bodies, long summaries) are named, not shown. */
const SHOWN_VALUE_MAX = 60;

/** An item's timeline, newest first: who made each change, which fields it touched, when (India time). */
export function ContentHistory({ family, id }: { family: ContentFamilyName; id: string }) {
  const { userId } = useAdminAccess();
  const [history, retry] = useApiResource<ContentHistoryEntry[]>(`history:${id}`, (signal) => getContentHistory(id, signal));
  const fields = useMemo(() => new Map(contentFields(family).map((field) => [field.name, field])), [family]);

  return (
    <section className="admin-history" aria-labelledby="admin-history-title">
      <h2 id="admin-history-title">History</h2>
      {history.state === 'loading' ? <Loading what="the history" /> : null}
      {history.state === 'failed' ? <LoadFailure what="The history" errorStatus={history.errorStatus} message={history.message} onRetry={retry} /> : null}
      {history.state === 'loaded' ? (
        history.answer.data.length === 0 ? (
          <p className="admin-field__hint">No changes recorded yet.</p>
        ) : (
          <ol className="admin-timeline">
            {history.answer.data.map((entry) => (
              <li key={entry.id} className={`admin-timeline__entry admin-timeline__entry--${entry.change}`}>
                <p className="admin-timeline__what">
                  <strong>{CHANGES[entry.change]}</strong> by {actorName(entry.actor, userId)}
                </p>
                <time className="admin-timeline__when" dateTime={entry.occurred_at}>
                  {formatIst(entry.occurred_at)}
                </time>
                {entry.fields && Object.keys(entry.fields).length > 0 ? (
                  <ul className="admin-timeline__fields" aria-label={entry.change === 'created' ? 'Fields set' : 'Fields changed'}>
                    {Object.entries(entry.fields).map(([name, value]) => (
                      <li key={name}>{describeChange(fields.get(name), name, value)}</li>
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

/** "Status: published", "Price (₹): ₹ 150"; long values by name only. */
function describeChange(field: FieldDescriptor | undefined, name: string, value: unknown): string {
  const label = field?.kind === 'money' ? field.label.replace(/ \(₹\)$/, '') : (field?.label ?? name);
  const shown = shownValue(field, value);
  return shown === undefined ? label : `${label}: ${shown}`;
}

function shownValue(field: FieldDescriptor | undefined, value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return field?.kind === 'money' ? formatRupees(value) : String(value);
  if (Array.isArray(value)) {
    const list = value.every((entry) => typeof entry === 'string') ? value.join(', ') : '';
    return list !== '' && list.length <= SHOWN_VALUE_MAX && field?.kind !== 'image-list' ? list : undefined;
  }
  if (typeof value !== 'string' || field?.kind === 'rich-text' || value.length > SHOWN_VALUE_MAX) return undefined;
  if (field?.kind === 'datetime') return formatIst(value);
  return value === '' ? '(emptied)' : value;
}
