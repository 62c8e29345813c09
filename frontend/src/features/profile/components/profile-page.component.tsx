import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useProfile } from '../hooks/use-profile.hook';
import { todayInIndia } from '../../../lib/format-ist-date';
import { profileMessages } from '../profile.messages';
import { ProfileForm } from './profile-form.component';
import '../profile.css';

/** The logged-in user's own profile, by the session's id (never one from the address). */
export function ProfilePage({ userId }: { userId: string }) {
  const t = useMessages(profileMessages);
  const [profile, retry] = useProfile(userId);
  return (
    <div className="profile">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <div aria-busy={profile.state === 'loading'}>
        {profile.state === 'loading' ? (
          <div role="status" className="profile__skeleton">
            <span className="visually-hidden">{t.loading}</span>
            <span aria-hidden="true">
              <span className="photo-field__image photo-field__image--none" />
              <span className="skeleton-line" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </span>
          </div>
        ) : null}
        {profile.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
        {profile.state === 'loaded' ? <ProfileForm profile={profile.answer.data} today={todayInIndia()} /> : null}
      </div>
    </div>
  );
}
