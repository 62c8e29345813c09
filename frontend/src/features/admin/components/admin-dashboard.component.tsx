import { contentFamilyNames } from '@nakshatra/contracts';
import { Link } from 'react-router-dom';
import { getContentCounts, type ContentCounts } from '../api/get-content-counts.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { familyPlural } from '../lib/family-names';
import { LoadFailure, Loading } from './load-failure.component';

/** The back office's home: how many published and draft items each family has, each leading to its list. */
export function AdminDashboard() {
  const [counts, retry] = useApiResource<ContentCounts>('content-counts', (signal) => getContentCounts(signal));

  return (
    <section aria-labelledby="admin-dashboard-title">
      <title>Dashboard · Admin · Nakshatra</title>
      <h1 id="admin-dashboard-title">Dashboard</h1>
      {counts.state === 'loading' ? <Loading what="counts" /> : null}
      {counts.state === 'failed' ? <LoadFailure what="The counts" errorStatus={counts.errorStatus} message={counts.message} onRetry={retry} /> : null}
      {counts.state === 'loaded' ? (
        <ul className="admin-cards">
          {contentFamilyNames.map((family) => {
            const { published = 0, draft = 0 } = counts.answer.data[family] ?? {};
            return (
              <li key={family}>
                <Link to={`/admin/${family}`} className="admin-card">
                  <span className="admin-card__title">{familyPlural(family)}</span>
                  <span className="admin-card__counts">
                    <span>
                      <strong>{published}</strong> published
                    </span>
                    <span>
                      <strong>{draft}</strong> {draft === 1 ? 'draft' : 'drafts'}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
