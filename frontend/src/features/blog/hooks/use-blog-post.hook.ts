import { getBlogPost } from '../api/get-blog-post.api';
import type { BlogPost } from '../api/blog-post';
import { useApiLoad, type ApiLoad } from './use-api-load.hook';

export const useBlogPost = (slug: string): [ApiLoad<BlogPost>, () => void] => useApiLoad(slug, (signal) => getBlogPost(slug, signal));
