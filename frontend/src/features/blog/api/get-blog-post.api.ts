import { callApi, type ApiResult } from '../../../lib/api-client';
import type { BlogPost } from './blog-post';

/** GET /api/get_single_blog/{id}: one post by id or slug; 404 when there is none (or it is a draft). */
export const getBlogPost = (idOrSlug: string, signal?: AbortSignal): Promise<ApiResult<BlogPost>> =>
  callApi<BlogPost>('get_single_blog', { params: { id: idOrSlug }, ...(signal ? { signal } : {}) });
