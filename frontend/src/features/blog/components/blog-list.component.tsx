import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { BLOG_PAGE_SIZE } from '../api/get-blog-posts.api';
import type { BlogPost } from '../api/blog-post';
import { useBlogFilters } from '../hooks/use-blog-filters.hook';
import { useBlogPosts } from '../hooks/use-blog-posts.hook';
import { blogListSearch, hasBlogFilters, withoutFilter, type BlogFilterName, type BlogFilters } from '../lib/blog-filters';
import { BlogCard } from './blog-card.component';
import { BlogListSkeleton } from './blog-list-skeleton.component';
import { BlogPaging } from './blog-paging.component';
import { BlogSearch } from './blog-search.component';
import { FilterChips } from './filter-chips.component';
import '../blog.css';

const DESCRIPTION = 'Articles on Vedic astrology, remedies, festivals and vastu from the astrologers of Nakshatra.';

/** The published posts, a page at a time, filtered by category, tag and title search from the address. */
export function BlogList() {
  const [filters, show] = useBlogFilters();
  const [posts, retry] = useBlogPosts(filters);
  const heading = useRef<HTMLHeadingElement>(null);

  // The paging links leave the page with the list they sat under; the heading is where the new page starts.
  const shownPage = useRef(filters.page);
  useEffect(() => {
    if (shownPage.current === filters.page) return;
    shownPage.current = filters.page;
    heading.current?.focus();
  }, [filters.page]);

  const removeFilter = (name: BlogFilterName) => {
    show(withoutFilter(filters, name));
    heading.current?.focus();
  };

  const total = posts.state === 'loaded' ? (posts.answer.meta?.total ?? posts.answer.data.length) : 0;

  return (
    <div className="blog-list">
      <PageMeta title="Blogs · Nakshatra" description={DESCRIPTION} />
      <header className="blog-list__header">
        <h1 className="blog-list__title" ref={heading} tabIndex={-1}>
          Blogs
        </h1>
        <p className="blog-list__lead">Astrology, remedies and rituals, explained by our astrologers.</p>
        <BlogSearch value={filters.search ?? ''} onSearch={(search) => show({ ...filters, page: 1, search })} />
        <FilterChips filters={filters} onRemove={removeFilter} />
      </header>
      <p className="blog-list__count" aria-live="polite">
        {posts.state === 'loaded' && total > 0 ? `${total} ${total === 1 ? 'post' : 'posts'}` : ''}
      </p>
      <div aria-busy={posts.state === 'loading'}>
        {posts.state === 'loading' ? <BlogListSkeleton /> : null}
        {posts.state === 'failed' ? <LoadFailed text="We couldn't load blog posts." onRetry={retry} /> : null}
        {posts.state === 'loaded' ? <Loaded posts={posts.answer.data} total={total} filters={filters} /> : null}
      </div>
    </div>
  );
}

function Loaded({ posts, total, filters }: { posts: readonly BlogPost[]; total: number; filters: BlogFilters }) {
  if (posts.length === 0) return <NoPosts total={total} filters={filters} />;
  return (
    <>
      <ul className="blog-list__grid">
        {posts.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </ul>
      <BlogPaging filters={filters} pages={Math.ceil(total / BLOG_PAGE_SIZE)} />
    </>
  );
}

function NoPosts({ total, filters }: { total: number; filters: BlogFilters }) {
  // An old or hand-made address can point past the last page.
  if (total > 0) {
    return (
      <div className="blog-list__empty">
        <p>There are no posts on this page.</p>
        <Link to={{ search: blogListSearch({ ...filters, page: 1 }) }}>Go to the first page</Link>
      </div>
    );
  }
  if (hasBlogFilters(filters)) {
    return (
      <div className="blog-list__empty">
        <p>No blog posts match these filters.</p>
        <Link to={{ search: '' }}>Show all blog posts</Link>
      </div>
    );
  }
  return (
    <div className="blog-list__empty">
      <p>No blog posts yet</p>
    </div>
  );
}
