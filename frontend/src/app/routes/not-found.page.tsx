import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <title>Page not found · Nakshatra</title>
      <p className="not-found__code" aria-hidden="true">404</p>
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go to the home page
      </Link>
    </section>
  );
}
