import { formatIstDate } from '../../../lib/format-ist-date';
import type { BlogPost } from '../api/blog-post';

/** When the post came out (its publication date, else its creation), as the day in India. */
export function PostDate({ post, className }: { post: BlogPost; className?: string }) {
  const iso = post.published_at ?? post.created_at;
  return (
    <time className={className} dateTime={iso}>
      {formatIstDate(iso)}
    </time>
  );
}
