import { Link } from 'react-router-dom';

export interface NotFoundProps {
  readonly heading?: string;
  readonly text?: string;
  /** Where the visitor can go instead. */
  readonly back?: { readonly to: string; readonly label: string };
  readonly documentTitle?: string;
}

/** The 404 content: the unknown-path page, and pages whose item does not exist (with a way back to their list). */
export function NotFound({
  heading = 'Page not found',
  text = 'The page you asked for does not exist or has moved.',
  back = { to: '/', label: 'Go to the home page' },
  documentTitle = 'Page not found · Nakshatra',
}: NotFoundProps) {
  return (
    <section className="not-found">
      <title>{documentTitle}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{heading}</h1>
      <p>{text}</p>
      <Link className="button" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
}
