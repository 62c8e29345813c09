import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';

export interface ContentCardProps {
  readonly to: string;
  readonly title: string;
  readonly imageUrl?: string | undefined;
  readonly summary?: string | undefined;
  /** Category, date, duration…: a line under the summary. */
  readonly meta?: ReactNode;
  /** Drawn over the picture (a play sign); decorative. */
  readonly badge?: ReactNode;
  /** h2 in a list under the page's h1; h3 in a titled part of a page. */
  readonly headingLevel?: 2 | 3;
}

/** One item of a list: picture, title (its link covers the whole card), summary and a meta line. */
export function ContentCard({ to, title, imageUrl, summary, meta, badge, headingLevel = 2 }: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="content-card">
      <article className="link-card">
        <div className="content-card__media">
          {imageUrl ? <img className="content-card__image" src={imageUrl} alt={title} width={640} height={360} loading="lazy" decoding="async" /> : null}
          {badge ? (
            <span className="content-card__badge" aria-hidden="true">
              {badge}
            </span>
          ) : null}
        </div>
        <div className="content-card__content">
          <Heading className="content-card__title">
            <AppLink className="link-card__link content-card__link" to={to}>
              {title}
            </AppLink>
          </Heading>
          {summary ? <p className="content-card__summary">{summary}</p> : null}
          {meta ? <p className="content-card__meta">{meta}</p> : null}
        </div>
      </article>
    </li>
  );
}
