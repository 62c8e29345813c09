import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';

interface HomeSectionProps {
  /** Unique on the page: names the heading the section is labelled by. */
  readonly id: string;
  readonly heading: string;
  /** The section's own page, e.g. all blogs. */
  readonly more?: { readonly to: string; readonly label: string };
  readonly children: ReactNode;
}

/** A band of the home page: a region named by its heading, with a link to see more. */
export function HomeSection({ id, heading, more, children }: HomeSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {heading}
        </h2>
        {more ? (
          <AppLink className="home-section__more" to={more.to}>
            {more.label}
            <span aria-hidden="true"> →</span>
          </AppLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
