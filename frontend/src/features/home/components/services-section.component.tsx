import { useMessages } from '../../../lib/i18n/messages';
import type { ServiceLink } from '../api/home-page';
import { homeMessages } from '../home.messages';
import { HomeSection } from './home-section.component';
import { SiteLink } from './site-link.component';

/** What the product offers, each leading to its page (the services content family). */
export function ServicesSection({ services }: { services: readonly ServiceLink[] }) {
  const t = useMessages(homeMessages);
  if (services.length === 0) return null;
  return (
    <HomeSection id="home-services" heading={t.servicesHeading}>
      <ul className="service-list">
        {services.map((service) => (
          <li key={service.id} className="service-card">
            {/* The title beside it says what the picture shows. */}
            {service.image_url ? <img className="service-card__image" src={service.image_url} alt="" width={96} height={96} loading="lazy" decoding="async" /> : null}
            <div>
              <h3 className="service-card__title">
                <SiteLink className="service-card__link" to={service.link}>
                  {service.title}
                </SiteLink>
              </h3>
              {service.summary ? <p className="service-card__summary">{service.summary}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
