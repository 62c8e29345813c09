import { Link } from 'react-router-dom';
import { consultLinks, navItems, policyLinks } from './nav-items';

const promises = ['Private & Confidential', 'Verified Astrologers', 'Secure Payments'];

/** Spec §1–2 footer: service and policy links, and what the product promises. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            Nakshatra
          </h2>
          <p>Your consultations are private and confidential, our astrologers are verified and payments are secure.</p>
          <ul className="trust-badges">
            {promises.map((promise) => (
              <li key={promise} className="trust-badges__item">
                {promise}
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__links" aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {[...consultLinks, ...navItems].map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__links site-footer__links--policies" aria-labelledby="footer-policies">
          <h2 id="footer-policies">Policies</h2>
          <ul>
            {policyLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} Nakshatra</p>
    </footer>
  );
}
