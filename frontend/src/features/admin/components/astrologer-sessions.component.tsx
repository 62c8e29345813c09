import type { ConsultationChannel } from '@nakshatra/contracts';
import { useState } from 'react';
import { formatRupees } from '../../../lib/format-money';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { sessionMessages } from '../admin-astrologers.messages';
import { getAstrologerSessions } from '../api/astrologer-consultations.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { AdminPager, pagesOf } from './admin-pager.component';
import { FilterSelect } from './admin-list-filters.component';
import { LoadFailure, Loading } from './load-failure.component';

const CHANNELS: readonly ConsultationChannel[] = ['chat', 'call'];
const isChannel = (value: string): value is ConsultationChannel => (CHANNELS as readonly string[]).includes(value);

/** On the admin astrologer page: every session, chats and calls side by side with their channel, newest first; one channel on request. */
export function AstrologerSessions({ astrologerId }: { astrologerId: string }) {
  const t = useMessages(sessionMessages);
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [channel, setChannel] = useState<ConsultationChannel>();
  const [sessions, retry] = useApiResource(`astrologer-sessions:${astrologerId}:${channel ?? 'all'}:${page}`, (signal) => getAstrologerSessions(astrologerId, { page, channel }, signal));
  const chooseChannel = (value: string) => {
    setChannel(isChannel(value) ? value : undefined);
    setPage(1);
  };
  return (
    <>
      <h2 id="admin-sessions-title">{t.sessions}</h2>
      <FilterSelect id="admin-session-channel" label={t.channel} value={channel} options={CHANNELS.map((option) => [option, t[`channel_${option}`]] as const)} onChange={chooseChannel} />
      {sessions.state === 'loading' ? <Loading what={t.theSessions} /> : null}
      {sessions.state === 'failed' ? <LoadFailure what={t.theSessions} failure={sessions.failure} onRetry={retry} /> : null}
      {sessions.state === 'loaded' && sessions.answer.data.length === 0 ? <p>{t.noSessions}</p> : null}
      {sessions.state === 'loaded' && sessions.answer.data.length > 0 ? (
        <>
          <table className="admin-table" aria-labelledby="admin-sessions-title">
            <thead>
              <tr>
                <th scope="col">{t.requested}</th>
                <th scope="col">{t.channel}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.minutes}</th>
                <th scope="col">{t.billed}</th>
                <th scope="col">{t.earning}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.answer.data.map((session) => (
                <tr key={session.id}>
                  <td>{formatIstDateTime(session.requested_at, language)}</td>
                  <td>{t[`channel_${session.channel}`]}</td>
                  <td>{session.intake.name}</td>
                  <td>{t[`status_${session.status}`]}</td>
                  <td>{session.minutes_billed}</td>
                  <td>{formatRupees(session.total_billed)}</td>
                  <td>{formatRupees(session.astrologer_earning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPager page={page} pages={pagesOf(sessions.answer.meta)} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
