import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import type { BlogPost } from '../api/blog-post';
import { useBlogPost } from '../hooks/use-blog-post.hook';
import { blogCategoryPath, blogTagPath } from '../lib/blog-filters';
import { PostDate } from './post-date.component';
import '../blog.css';

const FALLBACK_DESCRIPTION = 'An article from the astrologers of Nakshatra.';

/** One post by slug (or id); the not-found page, with a way back to the list, when there is none. */
export function BlogPostView({ slug }: { slug: string }) {
  const [post, retry] = useBlogPost(slug);

  if (post.state === 'loaded') return <BlogArticle post={post.answer.data} />;
  if (post.state === 'failed' && post.errorStatus === 404) {
    return (
      <NotFound
        heading="Blog post not found"
        text="This post does not exist, or it is no longer published."
        back={{ to: '/blogs', label: 'Back to all blogs' }}
        documentTitle="Blog post not found · Nakshatra"
      />
    );
  }
  return (
    <div className="blog-post">
      <PageMeta title="Blogs · Nakshatra" description={FALLBACK_DESCRIPTION} />
      <BackToList />
      {post.state === 'failed' ? <LoadFailed text="We couldn't load this blog post." onRetry={retry} /> : <BlogPostSkeleton />}
    </div>
  );
}

function BlogArticle({ post }: { post: BlogPost }) {
  const { title, summary, category, tags = [], image_url: imageUrl, body } = post;
  // The server cleaned the body on write; cleaning it again here means the page never trusts stored HTML.
  const html = useMemo(() => sanitizeRichText(body ?? ''), [body]);
  return (
    <div className="blog-post">
      <PageMeta title={`${title} · Nakshatra`} description={summary || FALLBACK_DESCRIPTION} />
      <BackToList />
      <article className="blog-post__article" aria-labelledby="blog-post-title">
        <header className="blog-post__header">
          <h1 id="blog-post-title">{title}</h1>
          <p className="blog-post__meta">
            {category ? (
              <Link className="blog-category" to={blogCategoryPath(category)}>
                {category}
              </Link>
            ) : null}
            <PostDate post={post} />
          </p>
          {summary ? <p className="blog-post__summary">{summary}</p> : null}
        </header>
        {imageUrl ? <img className="blog-post__image" src={imageUrl} alt={title} width={1200} height={675} decoding="async" /> : null}
        <div className="blog-post__body" dangerouslySetInnerHTML={{ __html: html }} />
        {tags.length > 0 ? (
          <footer className="blog-post__footer">
            <ul className="blog-post__tags" aria-label="Tags">
              {tags.map((tag) => (
                <li key={tag}>
                  <Link className="blog-tag" to={blogTagPath(tag)}>
                    #{tag}
                  </Link>
                </li>
              ))}
            </ul>
          </footer>
        ) : null}
      </article>
    </div>
  );
}

function BackToList() {
  return (
    <p className="blog-post__back">
      <Link to="/blogs">
        <span aria-hidden="true">← </span>All blogs
      </Link>
    </p>
  );
}

function BlogPostSkeleton() {
  return (
    <div role="status" className="blog-post__skeleton">
      <span className="visually-hidden">Loading blog post…</span>
      <span aria-hidden="true">
        <span className="skeleton-line skeleton-line--title" />
        <span className="skeleton-line skeleton-line--short" />
        <span className="blog-post__image blog-post__image--placeholder" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </div>
  );
}
