import { LIVE_STATUSES, type LiveGiftTotalsView, type LiveSessionRecordView } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminLiveMessages } from '../admin-live.messages';
import { getLiveGiftTotals, getLiveSessionsAdmin } from '../api/live-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useStatusListParams } from '../hooks/use-query-params.hook';
import type { Notice } from '../lib/notice';
import { pageOf } from '../lib/one-of';
import { StatusFilterBar } from './admin-list-filters.component';
import { EndLiveDialog } from './end-live-dialog.component';
import { LiveSessionGifts } from './live-session-gifts.component';
import { PagedTable } from './paged-table.component';
import { WriteNotice } from './write-notice.component';

const PAGE_SIZE = 20;

/**
 * Live sessions for admins (docs/live.md): live now, scheduled or ended, with the astrologer's name,
 * who watches and each session's gifts (count and gross; the list and the split on demand), and
 * End session with a reason for one on air. The gift catalogue is the `gift` content family.
 */
export function LivePage() {
  const t = useMessages(adminLiveMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  // Live now first; `all` (the select's "All") shows every status.
  const { params, update, status, chooseStatus } = useStatusListParams('live', LIVE_STATUSES);
  const headingId = useId();
  const page = pageOf(params);
  const query = { page, limit: PAGE_SIZE, ...(status ? { status } : {}) };
  const [list, retry] = useApiResource(`live?${JSON.stringify(query)}`, (signal) => getLiveSessionsAdmin(query, signal));
  const ids = list.state === 'loaded' ? list.answer.data.map((session) => session.id) : [];
  // An empty page has nothing to total (and the call takes at least one id).
  const noTotals = { status: 200, data: [] as LiveGiftTotalsView[] };
  const [totals] = useApiResource(`live-gift-totals:${ids.join(',')}`, (signal) => (ids.length === 0 ? Promise.resolve(noTotals) : getLiveGiftTotals(ids, signal)));
  const [opened, setOpened] = useState<LiveSessionRecordView>();
  const [ending, setEnding] = useState<LiveSessionRecordView>();
  const [message, setMessage] = useState<Notice>();
  const totalsOf = (id: string) => (totals.state === 'loaded' ? totals.answer.data.find((row) => row.session_id === id) : undefined);

  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(t.live)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{t.live}</h1>
        <Link to="/admin/gift">{t.giftCatalogue}</Link>
      </div>
      <StatusFilterBar id="admin-live-status" label={t.show} value={status} options={LIVE_STATUSES.map((value) => [value, t[`status_${value}`]] as const)} onChange={chooseStatus} />
      <WriteNotice notice={message} />
      <PagedTable
        list={list}
        retry={retry}
        what={t.someSessions}
        caption={t.live}
        count={t.sessionCount}
        empty={t.none}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.title, t.astrologer, t.when, t.viewers, t.gifts, common.action]}
        row={(session) => {
          const gifts = totalsOf(session.id);
          return (
            <tr key={session.id}>
              <th scope="row">{session.title}</th>
              <td>{session.astrologer.name}</td>
              <td>
                <time dateTime={session.started_at ?? session.starts_at}>{formatIstDateTime(session.started_at ?? session.starts_at, language)}</time>
              </td>
              <td>{session.viewers}</td>
              <td>
                <button type="button" className="admin-button admin-button--quiet" aria-label={t.showGifts(session.title)} onClick={() => setOpened(opened?.id === session.id ? undefined : session)}>
                  {gifts ? t.giftSummary(gifts.count, formatRupees(gifts.gross)) : '…'}
                </button>
              </td>
              <td>
                {session.status === 'live' ? (
                  <button type="button" className="admin-button admin-button--danger" aria-label={t.endWhom(session.title)} onClick={() => setEnding(session)}>
                    {t.end}
                  </button>
                ) : null}
              </td>
            </tr>
          );
        }}
      />
      {opened ? <LiveSessionGifts key={opened.id} sessionId={opened.id} title={opened.title} /> : null}
      {ending ? (
        <EndLiveDialog
          session={ending}
          onClose={() => setEnding(undefined)}
          onEnded={(done) => {
            setEnding(undefined);
            setMessage(done);
            retry();
          }}
        />
      ) : null}
    </section>
  );
}
