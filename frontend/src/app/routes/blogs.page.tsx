import { BlogList } from '../../features/blog/components/blog-list.component';

export default function BlogsPage() {
  return <BlogList />;
}
