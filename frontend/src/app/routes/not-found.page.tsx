import { NotFound } from '../../components/not-found.component';

export default function NotFoundPage() {
  return <NotFound />;
}
