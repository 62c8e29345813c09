import { lazy } from 'react';
import { AfterPageSettles } from '../../components/after-page-settles.component';
import { AppLink } from '../../components/app-link.component';
import { contentSectionLabels, contentSections } from '../../features/content/content-sections';
import { useMessages } from '../../lib/i18n/messages';
import { chunkLoader } from '../../lib/chunk-loader';
import { layoutMessages, type LayoutMessageKey } from './layout.messages';
import { consultLinks, navItems, policyLinks, toolLinks } from './nav-items';

// The newsletter box carries the form, its checks and every refusal's wording: it loads after the page settles.
const NewsletterBox = lazy(chunkLoader(() => import('../../features/contact/components/newsletter-box.component').then(({ NewsletterBox }) => ({ default: NewsletterBox }))));

const promises: readonly LayoutMessageKey[] = ['privateAndConfidential', 'verifiedAstrologers', 'securePayments'];

/** Spec §1–2 footer: service and policy links, what the product promises, and the newsletter sign-up. */
export function SiteFooter() {
  const t = useMessages(layoutMessages);
  const sections = useMessages(contentSectionLabels);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            Nakshatra
          </h2>
          <p>{t.footerAbout}</p>
          <ul className="trust-badges">
            {promises.map((promise) => (
              <li key={promise} className="trust-badges__item">
                {t[promise]}
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-services">
          <h2 id="footer-services">{t.services}</h2>
          <ul>
            {[...consultLinks, ...navItems, ...toolLinks].map(({ to, label }) => (
              <li key={to}>
                <AppLink to={to}>{t[label]}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links" aria-labelledby="footer-explore">
          <h2 id="footer-explore">{t.explore}</h2>
          <ul>
            {contentSections.map(({ id, path }) => (
              <li key={id}>
                <AppLink to={path}>{sections[id]}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links site-footer__links--policies" aria-labelledby="footer-policies">
          <h2 id="footer-policies">{t.policies}</h2>
          <ul>
            {policyLinks.map(({ to, label }) => (
              <li key={to}>
                <AppLink to={to}>{t[label]}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <AfterPageSettles placeholder={<div className="site-footer__newsletter-placeholder" />}>
          <NewsletterBox />
        </AfterPageSettles>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Nakshatra</p>
    </footer>
  );
}
