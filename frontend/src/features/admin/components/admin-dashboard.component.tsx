import { contentFamilyNames } from '@nakshatra/contracts';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { getContentCounts } from '../api/get-content-counts.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { familyPlural } from '../lib/family-names';
import { LoadFailure, Loading } from './load-failure.component';

/** The back office's home: how many published and draft items each family has, each leading to its list. */
export function AdminDashboard() {
  const t = useMessages(adminMessages);
  const { language } = useLanguage();
  const [counts, retry] = useApiResource('content-counts', (signal) => getContentCounts(signal));

  return (
    <section aria-labelledby="admin-dashboard-title">
      <title>{t.pageTitle(t.dashboard)}</title>
      <h1 id="admin-dashboard-title">{t.dashboard}</h1>
      {counts.state === 'loading' ? <Loading what={t.counts} /> : null}
      {counts.state === 'failed' ? <LoadFailure what={t.counts} failure={counts.failure} onRetry={retry} /> : null}
      {counts.state === 'loaded' ? (
        <ul className="admin-cards">
          {contentFamilyNames.map((family) => {
            const { published = 0, draft = 0 } = counts.answer.data[family] ?? {};
            return (
              <li key={family}>
                <Link to={`/admin/${family}`} className="admin-card">
                  <span className="admin-card__title">{familyPlural(family, language)}</span>
                  <span className="admin-card__counts">
                    <span>
                      <strong>{published}</strong> {t.published}
                    </span>
                    <span>
                      <strong>{draft}</strong> {t.drafts(draft)}
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
