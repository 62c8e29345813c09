import { callApi, type ApiResult } from '../../../lib/api-client';
import type { BlogFilters } from '../lib/blog-filters';
import type { BlogPost } from './blog-post';

export const BLOG_PAGE_SIZE = 12;

/**
 * GET /api/get_blog: a page of posts, newest first. `status=published` keeps drafts out even for
 * an admin browsing the public site (for visitors the server leaves them out anyway).
 */
export function getBlogPosts({ page, category, tag, search }: BlogFilters, signal?: AbortSignal): Promise<ApiResult<BlogPost[]>> {
  return callApi<BlogPost[]>('get_blog', {
    query: { page, limit: BLOG_PAGE_SIZE, sort: 'newest', status: 'published', category, tag, search },
    ...(signal ? { signal } : {}),
  });
}
