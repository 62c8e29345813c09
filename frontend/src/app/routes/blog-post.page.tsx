import { useParams } from 'react-router-dom';
import { BlogPostView } from '../../features/blog/components/blog-post.component';

/** Its own chunk: only this page carries the rich-text filter (and its library). */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  // A new post is a new page: nothing of the previous one's state carries over.
  return <BlogPostView key={slug} slug={slug} />;
}
