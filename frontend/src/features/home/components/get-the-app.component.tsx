import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { appStoreUrls, GET_THE_APP_SECTION_ID, type AppStore } from '../../../config/app-links';
import { useMessages } from '../../../lib/i18n/messages';
import { getTheAppMessages } from '../get-the-app.messages';
import './get-the-app.css';

const STORES: readonly (readonly [AppStore, string])[] = [
  ['google-play', 'Google Play'],
  ['app-store', 'App Store'],
];

/**
 * `/#get-the-app`, where the login popup's badge of a store with no published app leads: each store's
 * app where there is one (VITE_PLAY_STORE_URL, VITE_APP_STORE_URL), and that the site does everything in a phone's browser. react-router does not scroll to a hash, so the section does:
 * once the sections above have loaded (`settled`), or they would push it down again afterwards.
 */
export function GetTheApp({ settled }: { settled: boolean }) {
  const t = useMessages(getTheAppMessages);
  const { hash, key } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${GET_THE_APP_SECTION_ID}-title`;

  useEffect(() => {
    if (!settled || hash !== `#${GET_THE_APP_SECTION_ID}`) return;
    const title = heading.current;
    title?.focus({ preventScroll: true });
    title?.parentElement?.scrollIntoView?.({ block: 'start' });
    // key: following the badge again from the same page scrolls again.
  }, [settled, hash, key]);

  return (
    <section id={GET_THE_APP_SECTION_ID} className="get-the-app" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="get-the-app__title">
        {t.heading}
      </h2>
      <p>{t.inBrowser}</p>
      <ul className="get-the-app__stores" aria-label={t.stores}>
        {STORES.map(([store, name]) => {
          const url = appStoreUrls[store];
          return (
            <li key={store} className="get-the-app__store">
              {url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {t.getOn(name)}
                </a>
              ) : (
                <span className="get-the-app__absent">{t.notOn(name)}</span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="get-the-app__tip">{t.homeScreenTip}</p>
      <AppLink className="button button--accent" to="/chat-with-astrologer">
        {t.startHere}
      </AppLink>
    </section>
  );
}
