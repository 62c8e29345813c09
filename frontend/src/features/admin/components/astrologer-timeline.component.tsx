import type { AstrologerLogEntryView } from '@nakshatra/contracts';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { astrologerLogMessages, astrologerMessages } from '../admin-astrologers.messages';
import { useAdminAccess } from '../hooks/admin-access.context';
import { usePeople } from '../hooks/use-people.hook';
import { actorName } from '../lib/actor-name';

/** An entry's detail as the server wrote it: "reason: Blurry photo; reason_id: …". */
const detailOf = (detail: AstrologerLogEntryView['detail']): string =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');

/** An astrologer's timeline, newest first: what happened, its detail, and who did it. */
export function AstrologerTimeline({ entries }: { entries: readonly AstrologerLogEntryView[] }) {
  const { userId } = useAdminAccess();
  const t = useMessages(astrologerMessages);
  const kinds = useMessages(astrologerLogMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const people = usePeople(entries.map((entry) => entry.actor_id));
  if (entries.length === 0) return <p className="admin-empty">{t.nothingYet}</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">{t.timelineCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{common.when}</th>
            <th scope="col">{t.what}</th>
            <th scope="col">{t.detail}</th>
            <th scope="col">{common.by}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.occurred_at}>{formatIstDateTime(entry.occurred_at, language)}</time>
              </td>
              <th scope="row">{kinds[entry.kind]}</th>
              <td>{Object.keys(entry.detail).length > 0 ? detailOf(entry.detail) : '—'}</td>
              <td>{actorName({ id: entry.actor_id, role: entry.actor_role }, userId, language, people)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
