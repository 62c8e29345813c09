import { PageMeta } from '../../components/page-meta.component';
import { AstrologerCards } from '../../features/astrologers/components/astrologer-card.component';
import { ASTROLOGER_STATUS_REFRESH_MS } from '../../features/astrologers/hooks/use-astrologers.hook';
import type { HomePage as HomeData } from '../../features/home/api/home-page';
import { BannerStrip } from '../../features/home/components/banner-image.component';
import { BannerCarousel } from '../../features/home/components/banner-carousel.component';
import { GetTheApp } from '../../features/home/components/get-the-app.component';
import { HomeContent } from '../../features/home/components/home-content.component';
import { HomeHero } from '../../features/home/components/home-hero.component';
import { HomeSection } from '../../features/home/components/home-section.component';
import { LatestBlogs } from '../../features/home/components/latest-blogs.component';
import { OffersSection } from '../../features/home/components/offers-section.component';
import { RechargePacks } from '../../features/home/components/recharge-packs.component';
import { ServicesSection } from '../../features/home/components/services-section.component';
import { homeMessages } from '../../features/home/home.messages';
import { useHomePage } from '../../features/home/hooks/use-home-page.hook';
import { SignGrid } from '../../features/horoscope/components/sign-grid.component';
import { useMessages } from '../../lib/i18n/messages';
import { WithChatButtons } from '../astrologer-chat-action';
import { TestimonialList } from '../../features/testimonials/components/testimonial-list.component';
import '../../features/home/home.css';

/**
 * The home page: the hero at once, then everything else from one call (GET /api/todos), composed
 * here from the features that own each piece: signs from horoscope, cards from testimonials and
 * astrologers; last, with no data, the section the login popup's store badges lead to.
 */
export default function HomePage() {
  const t = useMessages(homeMessages);
  // As often as the astrologer lists: the online row goes stale as they do.
  const [state, retry] = useHomePage(ASTROLOGER_STATUS_REFRESH_MS);
  return (
    <div className="home">
      <PageMeta title={t.documentTitle} description={t.description} />
      <HomeHero />
      <HomeContent state={state} onRetry={retry}>
        {(home) => (
          <WithChatButtons>
            <HomeSections home={home} />
          </WithChatButtons>
        )}
      </HomeContent>
      <GetTheApp settled={!state.loading} />
    </div>
  );
}

function HomeSections({ home }: { home: HomeData }) {
  const t = useMessages(homeMessages);
  const teasers = Object.fromEntries(home.horoscopes.flatMap(({ sign, today }) => (today ? [[sign, today.excerpt]] : [])));
  return (
    <>
      <BannerCarousel banners={home.banners.home_top} />
      {home.astrologers.online.length > 0 ? (
        <HomeSection id="home-astrologers-online" heading={t.onlineAstrologersHeading} more={{ to: '/chat-with-astrologer?status=online', label: t.allOnlineAstrologers }}>
          <AstrologerCards astrologers={home.astrologers.online} headingLevel={3} />
        </HomeSection>
      ) : null}
      <ServicesSection services={home.services} />
      <HomeSection id="home-horoscope" heading={t.horoscopeHeading} more={{ to: '/horoscope', label: t.allHoroscopes }}>
        <SignGrid label={t.signs} headingLevel={3} teasers={teasers} />
      </HomeSection>
      {home.astrologers.top.length > 0 ? (
        <HomeSection id="home-astrologers-top" heading={t.topAstrologersHeading} more={{ to: '/chat-with-astrologer?sort=rating', label: t.allAstrologers }}>
          <AstrologerCards astrologers={home.astrologers.top} headingLevel={3} />
        </HomeSection>
      ) : null}
      <OffersSection offers={home.offers} />
      <BannerStrip banners={home.banners.home_middle} />
      <LatestBlogs blogs={home.blogs} />
      <HomeSection id="home-testimonials" heading={t.testimonialsHeading} more={{ to: '/testimonials', label: t.allTestimonials }}>
        <TestimonialList testimonials={home.testimonials} />
      </HomeSection>
      <RechargePacks packs={home.recharge_packs} />
      <BannerStrip banners={home.banners.home_bottom} />
    </>
  );
}
