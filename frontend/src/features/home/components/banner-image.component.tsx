import type { Banner } from '../api/home-page';
import { SiteLink } from './site-link.component';

/** A banner: its image, named by its title (banners carry their message in the picture), linking where it points. */
export function BannerImage({ banner, first = false }: { banner: Banner; first?: boolean }) {
  return (
    <SiteLink className="banner" to={banner.link}>
      <img
        className="banner__image"
        src={banner.image_url}
        alt={banner.title}
        width={1200}
        height={400}
        decoding="async"
        // The first banner is what the visitor sees first: load it at once, the others when needed.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
      />
    </SiteLink>
  );
}

/** Banners of a placement between sections, side by side on wide screens. */
export function BannerStrip({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className="banner-strip">
      {banners.map((banner) => (
        <li key={banner.id}>
          <BannerImage banner={banner} />
        </li>
      ))}
    </ul>
  );
}
