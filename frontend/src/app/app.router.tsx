import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyRoute } from '../lib/route-prefetch';
import { AppLayout } from './app.layout';
import { RouteError } from './route-error.component';
import { contentRoutes } from './routes/content.routes';

// Each page is its own chunk, so the first visit downloads only the page it lands on; links
// prefetch the chunk of the page they lead to (lazyRoute registers it by path).
const HomePage = lazyRoute('/', () => import('./routes/home.page'));
const InfoPage = lazyRoute('/about-us', () => import('./routes/info.page'));
const ContactUsPage = lazyRoute('/contact-us', () => import('./routes/contact-us.page'));
const NewsletterPage = lazyRoute('/newsletter', () => import('./routes/newsletter.page'));
const DevMailboxPage = lazyRoute('/dev/mailbox', () => import('./routes/dev-mailbox.page'));
const HoroscopePage = lazyRoute('/horoscope', () => import('./routes/horoscope.page'));
const HoroscopeSignPage = lazyRoute('/horoscope/:sign', () => import('./routes/horoscope-sign.page'));
const FreeKundliPage = lazyRoute('/free-kundli', () => import('./routes/free-kundli.page'));
const KundliMatchmakingPage = lazyRoute('/kundli-matchmaking', () => import('./routes/kundli-matchmaking.page'));
const LoveCalculatorPage = lazyRoute('/love-calculator', () => import('./routes/love-calculator.page'));
const LivePage = lazyRoute('/live', () => import('./routes/live.page'));
const LiveSessionPage = lazyRoute('/live/:sessionId', () => import('./routes/live-session.page'));
const LiveVideoBroadcastingPage = lazyRoute('/live-video-broadcasting', () => import('./routes/live-video-broadcasting.page'));
const MallPage = lazyRoute('/mall', () => import('./routes/mall.page'));
const ProductPage = lazyRoute('/mall/:slug', () => import('./routes/product.page'));
const PoojaBookingPage = lazyRoute('/pooja-booking', () => import('./routes/pooja-booking.page'));
const PoojaPage = lazyRoute('/pooja-booking/:slug', () => import('./routes/pooja.page'));
const ConsultPage = lazyRoute('/chat-with-astrologer', () => import('./routes/consult.page'));
const RechargePage = lazyRoute('/recharge', () => import('./routes/recharge.page'));
const TestCheckoutPage = lazyRoute('/payments/test-checkout/:rechargeId', () => import('./routes/test-checkout.page'));
const OrderHistoryPage = lazyRoute('/order-history', () => import('./routes/order-history.page'));
const InvoicePage = lazyRoute('/invoice/:id', () => import('./routes/invoice.page'));
const BillPage = lazyRoute('/bill/:id', () => import('./routes/bill.page'));
const MyProfilePage = lazyRoute('/my-profile', () => import('./routes/my-profile.page'));
const NotificationsPage = lazyRoute('/notifications', () => import('./routes/notifications.page'));
const SupportPage = lazyRoute('/support', () => import('./routes/support.page'));
const SupportTicketPage = lazyRoute('/support/:id', () => import('./routes/support-ticket.page'));
const CartPage = lazyRoute('/cart', () => import('./routes/cart.page'));
const AstrologerRegisterPage = lazyRoute('/astrologer-register', () => import('./routes/astrologer-register.page'));
const AstrologerConsolePage = lazyRoute('/astrologer', () => import('./routes/astrologer-console.page'));
const ChatScreenPage = lazyRoute('/chat-screen/:id', () => import('./routes/chat-screen.page'));
const CallScreenPage = lazyRoute('/call-screen/:id', () => import('./routes/call-screen.page'));
const AstrologerProfilePage = lazyRoute('/astrologer-profile/:id', () => import('./routes/astrologer-profile.page'));
const AdminPage = lazyRoute('/admin/*', () => import('./routes/admin.page'));
const NotFoundPage = lazyRoute('*', () => import('./routes/not-found.page'));

// The same chunks under their other paths, so links to them prefetch too.
lazyRoute('/terms-and-conditions', () => import('./routes/info.page'));
lazyRoute('/privacy-policy', () => import('./routes/info.page'));
lazyRoute('/refund-policy', () => import('./routes/info.page'));
lazyRoute('/talk-to-astrologer', () => import('./routes/consult.page'));

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about-us', element: <InfoPage slug="about-us" /> },
      { path: 'terms-and-conditions', element: <InfoPage slug="terms-and-conditions" /> },
      { path: 'privacy-policy', element: <InfoPage slug="privacy-policy" /> },
      { path: 'refund-policy', element: <InfoPage slug="refund-policy" /> },
      { path: 'contact-us', element: <ContactUsPage /> },
      { path: 'newsletter', element: <NewsletterPage /> },
      { path: 'dev/mailbox', element: <DevMailboxPage /> },
      { path: 'horoscope', element: <HoroscopePage /> },
      { path: 'horoscope/:sign', element: <HoroscopeSignPage /> },
      { path: 'free-kundli', element: <FreeKundliPage /> },
      { path: 'kundli-matchmaking', element: <KundliMatchmakingPage /> },
      { path: 'love-calculator', element: <LoveCalculatorPage /> },
      { path: 'live', element: <LivePage /> },
      { path: 'live/:sessionId', element: <LiveSessionPage /> },
      { path: 'live-video-broadcasting', element: <LiveVideoBroadcastingPage /> },
      { path: 'mall', element: <MallPage /> },
      { path: 'mall/:slug', element: <ProductPage /> },
      { path: 'pooja-booking', element: <PoojaBookingPage /> },
      { path: 'pooja-booking/:slug', element: <PoojaPage /> },
      { path: 'chat-with-astrologer', element: <ConsultPage mode="chat" /> },
      { path: 'talk-to-astrologer', element: <ConsultPage mode="talk" /> },
      { path: 'recharge', element: <RechargePage /> },
      { path: 'payments/test-checkout/:rechargeId', element: <TestCheckoutPage /> },
      { path: 'order-history', element: <OrderHistoryPage /> },
      { path: 'invoice/:id', element: <InvoicePage /> },
      { path: 'bill/:id', element: <BillPage /> },
      { path: 'my-profile', element: <MyProfilePage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'support', element: <SupportPage /> },
      { path: 'support/:id', element: <SupportTicketPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'astrologer-register', element: <AstrologerRegisterPage /> },
      { path: 'astrologer', element: <AstrologerConsolePage /> },
      { path: 'chat-screen/:id', element: <ChatScreenPage /> },
      { path: 'call-screen/:id', element: <CallScreenPage /> },
      { path: 'astrologer-profile/:id', element: <AstrologerProfilePage /> },
      ...contentRoutes,
      { path: 'admin/*', element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
