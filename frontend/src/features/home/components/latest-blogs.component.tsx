import { AppLink } from '../../../components/app-link.component';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import type { BlogTeaser } from '../api/home-page';
import { homeMessages } from '../home.messages';
import { HomeSection } from './home-section.component';

/** The newest posts as cards, each leading to the post. */
export function LatestBlogs({ blogs }: { blogs: readonly BlogTeaser[] }) {
  const { language } = useLanguage();
  const t = useMessages(homeMessages);
  if (blogs.length === 0) return null;
  return (
    <HomeSection id="home-blogs" heading={t.blogsHeading} more={{ to: '/blogs', label: t.allBlogs }}>
      <ul className="card-grid">
        {blogs.map((post) => {
          const when = post.published_at ?? post.created_at;
          return (
            <li key={post.id} className="home-blog-card">
              <div className="home-blog-card__media">
                {post.image_url ? <img className="home-blog-card__image" src={post.image_url} alt="" width={640} height={360} loading="lazy" decoding="async" /> : null}
              </div>
              <div className="home-blog-card__content">
                <h3 className="home-blog-card__title">
                  <AppLink className="home-blog-card__link" to={`/blogs/${encodeURIComponent(post.slug || post.id)}`}>
                    {post.title}
                  </AppLink>
                </h3>
                {post.summary ? <p className="home-blog-card__summary">{post.summary}</p> : null}
                <p className="home-blog-card__date">
                  <time dateTime={when}>{formatIstDate(when, language)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
