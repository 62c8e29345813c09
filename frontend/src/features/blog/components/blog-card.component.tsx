import { Link } from 'react-router-dom';
import type { BlogPost } from '../api/blog-post';
import { blogCategoryPath, blogPostPath } from '../lib/blog-filters';
import { PostDate } from './post-date.component';

/** One post in the list; the title's link covers the whole card, the category links to its own list. */
export function BlogCard({ post }: { post: BlogPost }) {
  const { title, summary, category, image_url: imageUrl } = post;
  return (
    <li className="blog-card">
      <article className="blog-card__article">
        <div className="blog-card__media">
          {imageUrl ? <img className="blog-card__image" src={imageUrl} alt={title} width={640} height={360} loading="lazy" decoding="async" /> : null}
        </div>
        <div className="blog-card__content">
          <h2 className="blog-card__title">
            <Link className="blog-card__link" to={blogPostPath(post.slug || post.id)}>
              {title}
            </Link>
          </h2>
          {summary ? <p className="blog-card__summary">{summary}</p> : null}
          <p className="blog-card__meta">
            {category ? (
              <Link className="blog-category" to={blogCategoryPath(category)}>
                {category}
              </Link>
            ) : null}
            <PostDate post={post} />
          </p>
        </div>
      </article>
    </li>
  );
}
