import type { AstrologerCustomerView, AstrologerEarningsRowView, ReviewView } from '@nakshatra/contracts';
import { useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { getAstrologerCustomers, getAstrologerEarnings, getAstrologerReviewsForAdmin, moderateReview } from '../api/astrologer-consultations.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { formatIst } from '../lib/format-ist';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
const pagesOf = (meta: { total: number; limit: number } | undefined) => (meta ? Math.max(1, Math.ceil(meta.total / meta.limit)) : 1);

/** On the admin astrologer page: what the astrologer earned, who consulted them, and their reviews to moderate. */
export function AstrologerConsultations({ astrologerId }: { astrologerId: string }) {
  return (
    <>
      <Earnings astrologerId={astrologerId} />
      <Customers astrologerId={astrologerId} />
      <ReviewModeration astrologerId={astrologerId} />
    </>
  );
}

function Earnings({ astrologerId }: { astrologerId: string }) {
  const [earnings, retry] = useApiResource<AstrologerEarningsRowView[]>(`astrologer-earnings:${astrologerId}`, (signal) => getAstrologerEarnings(astrologerId, signal));
  const row = earnings.state === 'loaded' ? earnings.answer.data[0] : undefined;
  return (
    <>
      <h2>Earnings</h2>
      {earnings.state === 'loading' ? <Loading what="the earnings" /> : null}
      {earnings.state === 'failed' ? <LoadFailure what="The earnings" errorStatus={earnings.errorStatus} message={earnings.message} onRetry={retry} /> : null}
      {earnings.state === 'loaded' ? (
        <dl className="admin-facts">
          {(
            [
              ['Consultations', String(row?.sessions ?? 0)],
              ['Paid minutes', String(row?.paid_minutes ?? 0)],
              ['Customers paid (gross)', rupees(row?.gross ?? 0)],
              ['Commission', rupees(row?.commission ?? 0)],
              ['Astrologer earning', rupees(row?.astrologer_earning ?? 0)],
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
  const [page, setPage] = useState(1);
  const [customers, retry] = useApiResource<AstrologerCustomerView[]>(`astrologer-customers:${astrologerId}:${page}`, (signal) => getAstrologerCustomers(astrologerId, page, signal));
  return (
    <>
      <h2>Customers</h2>
      {customers.state === 'loading' ? <Loading what="the customers" /> : null}
      {customers.state === 'failed' ? <LoadFailure what="The customers" errorStatus={customers.errorStatus} message={customers.message} onRetry={retry} /> : null}
      {customers.state === 'loaded' && customers.answer.data.length === 0 ? <p>No consultations yet.</p> : null}
      {customers.state === 'loaded' && customers.answer.data.length > 0 ? (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Customer</th>
                <th scope="col">Phone</th>
                <th scope="col">Consultations</th>
                <th scope="col">Minutes</th>
                <th scope="col">Paid</th>
                <th scope="col">Last consultation</th>
              </tr>
            </thead>
            <tbody>
              {customers.answer.data.map((customer) => (
                <tr key={customer.customer_id}>
                  <td>{customer.name}</td>
                  <td>{customer.phone ?? '—'}</td>
                  <td>{customer.sessions}</td>
                  <td>{customer.total_minutes}</td>
                  <td>{rupees(customer.total_paid)}</td>
                  <td>{formatIst(customer.last_session_at)}</td>
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
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [reviews, retry] = useApiResource<ReviewView[]>(`astrologer-reviews:${astrologerId}:${page}:${version}`, (signal) => getAstrologerReviewsForAdmin(astrologerId, page, signal));
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const moderate = async (review: ReviewView) => {
    setBusy(review.id);
    setFailure(undefined);
    const answer = await moderateReview(review.id, review.status === 'published' ? 'hidden' : 'published').catch(() => undefined);
    setBusy(undefined);
    if (!answer || isApiFailure(answer)) return setFailure(answer?.message ?? 'The review could not be changed. Please try again.');
    setVersion((count) => count + 1);
  };

  return (
    <>
      <h2>Reviews</h2>
      {failure ? (
        <p className="admin-alert" role="alert">
          {failure}
        </p>
      ) : null}
      {reviews.state === 'loading' ? <Loading what="the reviews" /> : null}
      {reviews.state === 'failed' ? <LoadFailure what="The reviews" errorStatus={reviews.errorStatus} message={reviews.message} onRetry={retry} /> : null}
      {reviews.state === 'loaded' && reviews.answer.data.length === 0 ? <p>No reviews yet.</p> : null}
      {reviews.state === 'loaded' && reviews.answer.data.length > 0 ? (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Rating</th>
                <th scope="col">Customer</th>
                <th scope="col">Comment</th>
                <th scope="col">Written</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {reviews.answer.data.map((review) => (
                <tr key={review.id}>
                  <td>{review.rating} / 5</td>
                  <td>{review.customer_name}</td>
                  <td>{review.comment ?? '—'}</td>
                  <td>{formatIst(review.created_at)}</td>
                  <td>{review.status}</td>
                  <td>
                    <button
                      type="button"
                      className="admin-button admin-button--quiet"
                      disabled={busy !== undefined}
                      aria-busy={busy === review.id}
                      aria-label={`${review.status === 'published' ? 'Hide' : 'Publish'} the review by ${review.customer_name}`}
                      onClick={() => void moderate(review)}
                    >
                      {review.status === 'published' ? 'Hide' : 'Publish'}
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
