import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { Pooja } from '../api/pooja';
import { usePooja } from '../hooks/use-pooja.hook';
import { poojaMessages } from '../pooja.messages';
import { BookPooja, type LoginGate } from './book-pooja.component';
import { PoojaFacts } from './pooja-facts.component';
import '../pooja.css';
import { withLazyImages } from '../../../lib/lazy-images';

/** One pooja by slug (or id); the not-found page, with a way back to the list, when there is none. */
export function PoojaDetail({ slug, login }: { slug: string; login: LoginGate }) {
  const t = useMessages(poojaMessages);
  const [pooja, retry] = usePooja(slug);

  if (pooja.state === 'loaded') return <PoojaView pooja={pooja.answer.data} login={login} />;
  if (pooja.state === 'failed' && pooja.errorStatus === 404) {
    return (
      <NotFound
        heading={t.poojaNotFound}
        text={t.poojaNotFoundText}
        back={{ to: '/pooja-booking', label: t.backToPoojas }}
        documentTitle={`${t.poojaNotFound} · Nakshatra`}
      />
    );
  }
  return (
    <div className="pooja">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <BackToPoojas />
      {pooja.state === 'failed' ? (
        <LoadFailed text={t.poojaLoadFailed} onRetry={retry} />
      ) : (
        <div role="status" className="pooja__skeleton">
          <span className="visually-hidden">{t.poojaLoading}</span>
          <span aria-hidden="true">
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
            <span className="pooja__image pooja__image--placeholder" />
          </span>
        </div>
      )}
    </div>
  );
}

function PoojaView({ pooja, login }: { pooja: Pooja; login: LoginGate }) {
  const t = useMessages(poojaMessages);
  const { title, summary, body, image_url: imageUrl, benefits } = pooja;
  // The server cleaned the body on write; cleaning it again here means the page never trusts stored HTML.
  const html = useMemo(() => withLazyImages(sanitizeRichText(body ?? '')), [body]);
  return (
    <div className="pooja">
      <PageMeta title={`${title} · Nakshatra`} description={summary || t.description} />
      <BackToPoojas />
      <article className="pooja__article" aria-labelledby="pooja-title">
        {imageUrl ? <img className="pooja__image" src={imageUrl} alt={title} width={1200} height={675} decoding="async" /> : null}
        <div className="pooja__info">
          <h1 id="pooja-title">{title}</h1>
          {summary ? <p className="pooja__summary">{summary}</p> : null}
          <PoojaFacts pooja={pooja} />
          <BookPooja pooja={pooja} login={login} />
        </div>
        {benefits.length > 0 ? (
          <section className="pooja__section" aria-labelledby="pooja-benefits">
            <h2 id="pooja-benefits">{t.benefits}</h2>
            <ul className="pooja__benefits">
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {html ? (
          <section className="pooja__section" aria-labelledby="pooja-about">
            <h2 id="pooja-about">{t.aboutPooja}</h2>
            <div className="pooja__body" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        ) : null}
      </article>
    </div>
  );
}

function BackToPoojas() {
  const t = useMessages(poojaMessages);
  return (
    <p className="pooja__back">
      <AppLink to="/pooja-booking">
        <span aria-hidden="true">← </span>
        {t.allPoojas}
      </AppLink>
    </p>
  );
}
