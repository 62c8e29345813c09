import { formatRupees } from '../../../lib/format-money';
import type { ReviewView } from '@nakshatra/contracts';
import { useState } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure } from '../../../lib/api-client';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { consultationMessages } from '../admin-astrologers.messages';
import { getAstrologerCustomers, getAstrologerEarnings, getAstrologerReviewsForAdmin, moderateReview } from '../api/astrologer-consultations.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { refusalNotice } from '../lib/field-errors';
import type { Notice } from '../lib/notice';
import { AdminPager, pagesOf } from './admin-pager.component';
import { AstrologerSessions } from './astrologer-sessions.component';
import { LoadFailure, Loading } from './load-failure.component';

/** On the admin astrologer page: what the astrologer earned, their sessions, who consulted them, and their reviews to moderate. */
export function AstrologerConsultations({ astrologerId }: { astrologerId: string }) {
  return (
    <>
      <Earnings astrologerId={astrologerId} />
      <AstrologerSessions astrologerId={astrologerId} />
      <Customers astrologerId={astrologerId} />
      <ReviewModeration astrologerId={astrologerId} />
    </>
  );
}

function Earnings({ astrologerId }: { astrologerId: string }) {
  const t = useMessages(consultationMessages);
  const [earnings, retry] = useApiResource(`astrologer-earnings:${astrologerId}`, (signal) => getAstrologerEarnings(astrologerId, signal));
  const row = earnings.state === 'loaded' ? earnings.answer.data[0] : undefined;
  return (
    <>
      <h2>{t.earnings}</h2>
      {earnings.state === 'loading' ? <Loading what={t.theEarnings} /> : null}
      {earnings.state === 'failed' ? <LoadFailure what={t.theEarnings} failure={earnings.failure} onRetry={retry} /> : null}
      {earnings.state === 'loaded' ? (
        <dl className="admin-facts">
          {(
            [
              [t.consultations, String(row?.sessions ?? 0)],
              [t.paidMinutes, String(row?.paid_minutes ?? 0)],
              [t.gross, formatRupees(row?.gross ?? 0)],
              [t.commission, formatRupees(row?.commission ?? 0)],
              [t.astrologerEarning, formatRupees(row?.astrologer_earning ?? 0)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

function Customers({ astrologerId }: { astrologerId: string }) {
  const t = useMessages(consultationMessages);
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const [customers, retry] = useApiResource(`astrologer-customers:${astrologerId}:${page}`, (signal) => getAstrologerCustomers(astrologerId, page, signal));
  return (
    <>
      <h2 id="admin-customers-title">{t.customers}</h2>
      {customers.state === 'loading' ? <Loading what={t.theCustomers} /> : null}
      {customers.state === 'failed' ? <LoadFailure what={t.theCustomers} failure={customers.failure} onRetry={retry} /> : null}
      {customers.state === 'loaded' && customers.answer.data.length === 0 ? <p>{t.noConsultations}</p> : null}
      {customers.state === 'loaded' && customers.answer.data.length > 0 ? (
        <>
          <table className="admin-table" aria-labelledby="admin-customers-title">
            <thead>
              <tr>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.phone}</th>
                <th scope="col">{t.consultations}</th>
                <th scope="col">{t.minutes}</th>
                <th scope="col">{t.paid}</th>
                <th scope="col">{t.lastConsultation}</th>
              </tr>
            </thead>
            <tbody>
              {customers.answer.data.map((customer) => (
                <tr key={customer.customer_id}>
                  <td>{customer.name}</td>
                  <td>{customer.phone ?? '—'}</td>
                  <td>{customer.sessions}</td>
                  <td>{customer.total_minutes}</td>
                  <td>{formatRupees(customer.total_paid)}</td>
                  <td>{formatIstDateTime(customer.last_session_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPager page={page} pages={pagesOf(customers.answer.meta)} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}

function ReviewModeration({ astrologerId }: { astrologerId: string }) {
  const { refused } = useAdminAccess();
  const t = useMessages(consultationMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const text = useNoticeText();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [reviews, retry] = useApiResource(`astrologer-reviews:${astrologerId}:${page}:${version}`, (signal) => getAstrologerReviewsForAdmin(astrologerId, page, signal));
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<Notice>();

  const moderate = async (review: ReviewView) => {
    setBusy(review.id);
    setFailure(undefined);
    const answer = await moderateReview(review.id, review.status === 'published' ? 'hidden' : 'published').catch(() => NO_ANSWER);
    setBusy(undefined);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setFailure(refusalNotice(answer));
      return;
    }
    setVersion((count) => count + 1);
  };

  return (
    <>
      <h2>{t.reviews}</h2>
      {failure ? (
        <p className="admin-alert" role="alert">
          {text(failure)}
        </p>
      ) : null}
      {reviews.state === 'loading' ? <Loading what={t.theReviews} /> : null}
      {reviews.state === 'failed' ? <LoadFailure what={t.theReviews} failure={reviews.failure} onRetry={retry} /> : null}
      {reviews.state === 'loaded' && reviews.answer.data.length === 0 ? <p>{t.noReviews}</p> : null}
      {reviews.state === 'loaded' && reviews.answer.data.length > 0 ? (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t.rating}</th>
                <th scope="col">{t.customer}</th>
                <th scope="col">{t.comment}</th>
                <th scope="col">{t.written}</th>
                <th scope="col">{common.status}</th>
                <th scope="col">{common.action}</th>
              </tr>
            </thead>
            <tbody>
              {reviews.answer.data.map((review) => (
                <tr key={review.id}>
                  <td>{t.outOfFive(review.rating)}</td>
                  <td>{review.customer_name}</td>
                  <td>{review.comment ?? '—'}</td>
                  <td>{formatIstDateTime(review.created_at, language)}</td>
                  <td>{t[review.status]}</td>
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button--quiet"
                      disabled={busy !== undefined}
                      aria-busy={busy === review.id}
                      aria-label={review.status === 'published' ? t.hideReviewBy(review.customer_name) : t.publishReviewBy(review.customer_name)}
                      onClick={() => void moderate(review)}
                    >
                      {review.status === 'published' ? t.hide : t.publish}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <AdminPager page={page} pages={pagesOf(reviews.answer.meta)} onPage={setPage} />
        </>
      ) : null}
    </>
  );
}
