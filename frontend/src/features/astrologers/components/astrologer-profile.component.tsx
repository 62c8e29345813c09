import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { astrologerData } from '../../../lib/ssr/structured-data';
import { Spinner } from '../../../components/spinner.component';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { ReviewList } from '../../reviews';
import { getAstrologerProfile, type AstrologerProfile as Profile } from '../api/get-astrologer-profile.api';
import { astrologersMessages } from '../astrologers.messages';
import { useOptionLabels } from '../hooks/use-option-labels.hook';
import { profileMessages } from '../profile.messages';
import '../astrologers.css';
import '../astrologer-profile.css';

const ratingText = (rating: number) => rating.toFixed(1);

export interface AstrologerProfileProps {
  readonly id: string;
  /**
   * CHAT BUTTON SLOT: what to show beside the price (the chat feature's "Chat" button), given the
   * loaded profile. Left empty here; the page composes it, as the lists do with their cards.
   */
  readonly action?: (astrologer: Profile) => ReactNode;
}

/** /astrologer-profile/:id: who the astrologer is, what a minute costs, whether they are free now, and their reviews. */
export function AstrologerProfile({ id, action }: AstrologerProfileProps) {
  const t = useMessages(profileMessages);
  const [profile, retry] = useApiLoad(`astrologer-profile:${id}`, (signal) => getAstrologerProfile(id, signal));
  if (profile.state === 'loading') {
    return (
      <p role="status">
        <Spinner /> {t.loading}
      </p>
    );
  }
  if (profile.state === 'failed') {
    if (profile.errorStatus === 404) return <NotFound heading={t.notFound} text={t.notFoundText} back={{ to: '/chat-with-astrologer', label: t.backToList }} />;
    return <LoadFailed text={t.loadFailed} onRetry={retry} />;
  }
  return <ProfileDetails profile={profile.answer.data} action={action} />;
}

function ProfileDetails({ profile, action }: { profile: Profile; action: AstrologerProfileProps['action'] }) {
  const t = useMessages(profileMessages);
  const list = useMessages(astrologersMessages);
  const labels = useOptionLabels();
  const { name, img_url: imgUrl, status, rating, rating_count: ratingCount } = profile;
  const photo = imgUrl && imgUrl !== 'NA' ? imgUrl : undefined;
  return (
    <article className="astrologer-profile" aria-labelledby="astrologer-profile-name">
      <PageMeta
        title={`${name} · Nakshatra`}
        description={t.description(name)}
        type="profile"
        image={photo}
        jsonLd={astrologerData({ name, description: t.description(name), image: photo, skills: profile.skills.map(labels.skill), languages: profile.languages.map(labels.language) })}
      />
      <header className="astrologer-profile__head">
        {imgUrl && imgUrl !== 'NA' ? (
          <img className="astrologer-profile__photo" src={imgUrl} alt="" width={128} height={128} decoding="async" />
        ) : (
          <span className="astrologer-profile__photo astrologer-card__photo--none" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1 id="astrologer-profile-name">{name}</h1>
          <p className={`astrologer-status astrologer-status--${status}`}>
            <span className="astrologer-status__dot" aria-hidden="true" />
            {list[`status_${status}`]}
          </p>
          {action ? <div className="astrologer-profile__action">{action(profile)}</div> : null}
        </div>
      </header>
      <dl className="astrologer-card__facts astrologer-profile__facts">
        <div>
          <dt>{list.skills}</dt>
          <dd>{profile.skills.map(labels.skill).join(', ')}</dd>
        </div>
        <div>
          <dt>{list.languages}</dt>
          <dd>{profile.languages.map(labels.language).join(', ')}</dd>
        </div>
        <div>
          <dt>{t.experienceLabel}</dt>
          <dd>{list.experience(profile.experience_years)}</dd>
        </div>
        <div>
          <dt>{t.priceLabel}</dt>
          <dd>{list.perMinute(formatRupees(profile.price_per_min))}</dd>
        </div>
        <div>
          <dt>{t.ratingLabel}</dt>
          <dd>
            {ratingCount > 0 ? `★ ${ratingText(rating)} (${list.reviews(ratingCount.toLocaleString('en-IN'))})` : list.noReviews} · {list.orders(profile.orders.toLocaleString('en-IN'))}
          </dd>
        </div>
      </dl>
      <section aria-labelledby="astrologer-profile-about">
        <h2 id="astrologer-profile-about">{t.about}</h2>
        <p className="astrologer-profile__bio">{profile.bio}</p>
      </section>
      <ReviewList astrologerId={profile.id} />
    </article>
  );
}
