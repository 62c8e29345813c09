import { AppLink } from '../../../components/app-link.component';
import type { Pooja } from '../api/pooja';
import { poojaPath } from '../lib/pooja-paths';
import { PoojaFacts } from './pooja-facts.component';

/** One pooja in the list; the title's link covers the whole card. */
export function PoojaCard({ pooja }: { pooja: Pooja }) {
  const { title, summary, image_url: imageUrl, benefits } = pooja;
  return (
    <li className="pooja-card">
      <article className="link-card">
        <div className="pooja-card__media">
          {/* The title right below names the pooja: the picture adds nothing for screen readers. */}
          {imageUrl ? <img className="pooja-card__image" src={imageUrl} alt="" width={640} height={360} loading="lazy" decoding="async" /> : null}
        </div>
        <div className="pooja-card__content">
          <h2 className="pooja-card__title">
            <AppLink className="link-card__link" to={poojaPath(pooja.slug || pooja.id)}>
              {title}
            </AppLink>
          </h2>
          {summary ? <p className="pooja-card__summary">{summary}</p> : null}
          {benefits.length > 0 ? (
            <ul className="pooja-card__benefits">
              {benefits.slice(0, 3).map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          ) : null}
          <PoojaFacts pooja={pooja} />
        </div>
      </article>
    </li>
  );
}
