import { getBlogPosts } from '../api/get-blog-posts.api';
import type { BlogPost } from '../api/blog-post';
import { blogListSearch, type BlogFilters } from '../lib/blog-filters';
import { useApiLoad, type ApiLoad } from './use-api-load.hook';

/** The page of posts the filters name. */
export function useBlogPosts(filters: BlogFilters): [ApiLoad<BlogPost[]>, () => void] {
  return useApiLoad(blogListSearch(filters), (signal) => getBlogPosts(filters, signal));
}
