import { AppLink } from '../../../components/app-link.component';

/** The link above an item's page back to its list. */
export function BackToList({ to, label }: { to: string; label: string }) {
  return (
    <p className="content-detail__back">
      <AppLink to={to}>
        <span aria-hidden="true">← </span>
        {label}
      </AppLink>
    </p>
  );
}
