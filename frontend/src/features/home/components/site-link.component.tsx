import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';

interface SiteLinkProps {
  /** A path on this site, an https:// address, or nothing (then the content is not a link). */
  readonly to: string | undefined;
  readonly className: string;
  readonly children: ReactNode;
}

/** An admin-written link: pages of the site open in the app (and prefetch), other sites in a new tab. */
export function SiteLink({ to, className, children }: SiteLinkProps) {
  if (!to) return <span className={className}>{children}</span>;
  if (to.startsWith('/')) {
    return (
      <AppLink className={className} to={to}>
        {children}
      </AppLink>
    );
  }
  return (
    <a className={className} href={to} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
