import { Link, useLocation } from 'react-router-dom';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { matchAdminPath, type AdminPage } from '../lib/admin-paths';
import { AstrologerDetailPage } from './astrologer-detail-page.component';
import { AstrologersPage } from './astrologers-page.component';
import { AdminDashboard } from './admin-dashboard.component';
import { AdminLogin } from './admin-login.component';
import { AdminShell } from './admin-shell.component';
import { ContentFormPage } from './content-form-page.component';
import { ContentList } from './content-list.component';
import { LivePage } from './live-page.component';
import { OrdersPage } from './orders-page.component';
import { RefundsPage } from './refunds-page.component';
import { SubscribersPage } from './subscribers-page.component';
import { TransactionsPage } from './transactions-page.component';
import { TurnoverPage } from './turnover-page.component';
import { UsersPage } from './users-page.component';
import { WalletLookupPage } from './wallet-lookup-page.component';
import { WalletPage } from './wallet-page.component';
import { SupportQueuePage } from './support-queue-page.component';
import { SupportTicketPage } from './support-ticket-page.component';
import '../admin.css';

/** Everything under /admin: the sign-in, and behind the admin check the dashboard, each family's list and form, and the wallet pages. */
export function AdminApp() {
  const { pathname } = useLocation();
  const match = matchAdminPath(pathname);
  if (match.page === 'login') return <AdminLogin />;
  return (
    <AdminShell>
      <AdminPageView match={match} />
    </AdminShell>
  );
}

/** Keys per family and item: moving between them starts each page afresh. */
function AdminPageView({ match }: { match: Exclude<AdminPage, { page: 'login' }> }) {
  switch (match.page) {
    case 'dashboard':
      return <AdminDashboard />;
    case 'subscribers':
      return <SubscribersPage />;
    case 'users':
      return <UsersPage />;
    case 'transactions':
      return <TransactionsPage />;
    case 'wallets':
      return <WalletLookupPage />;
    case 'wallet':
      return <WalletPage key={match.userId} userId={match.userId} />;
    case 'refunds':
      return <RefundsPage />;
    case 'turnover':
      return <TurnoverPage />;
    case 'astrologers':
      return <AstrologersPage />;
    case 'astrologer':
      return <AstrologerDetailPage key={match.id} id={match.id} />;
    case 'live':
      return <LivePage />;
    case 'orders':
      return <OrdersPage key="product" kind="product" />;
    case 'pooja-bookings':
      return <OrdersPage key="pooja" kind="pooja" />;
    case 'support':
      return <SupportQueuePage />;
    case 'support-ticket':
      return <SupportTicketPage key={match.id} id={match.id} />;
    case 'list':
      return <ContentList key={match.family} family={match.family} />;
    case 'new':
      return <ContentFormPage key={`${match.family}/new`} family={match.family} id={undefined} />;
    case 'edit':
      return <ContentFormPage key={`${match.family}/${match.id}`} family={match.family} id={match.id} />;
    default:
      return <AdminNotFound />;
  }
}

function AdminNotFound() {
  const t = useMessages(adminMessages);
  return (
    <section className="admin-panel">
      <title>{t.pageTitle(t.notFound)}</title>
      <h1>{t.notFound}</h1>
      <p>{t.noSuchPage}</p>
      <Link to="/admin">{t.toDashboard}</Link>
    </section>
  );
}
