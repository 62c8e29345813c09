import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { BlogPost } from '../api/blog-post';

export function blogPost(n: number, fields: Partial<BlogPost> = {}): BlogPost {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    family: 'blog',
    title: `Post ${n}`,
    slug: `post-${n}`,
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-20T04:30:00.000Z',
    ...fields,
  };
}

export const postsPage = (posts: BlogPost[], total = posts.length, page = 1): Responder => () =>
  jsonResponse(200, { status: 200, data: posts, meta: { page, limit: 12, total } });

export const onePost = (post: BlogPost): Responder => () => jsonResponse(200, { status: 200, data: post });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}

export const callsTo = (requests: readonly FakeRequest[], name: string) => requests.filter((request) => request.url.pathname.startsWith(`/api/${name}`));
