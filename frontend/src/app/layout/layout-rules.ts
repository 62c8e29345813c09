/**
 * Spec §2 "Layout rules": these paths render the page alone, with no header or footer. A payment
 * provider's checkout (`/payments/…`) is a focused page too: nothing to wander off to mid-payment.
 */
export const rendersAlone = (pathname: string): boolean =>
  pathname.startsWith('/admin') || pathname.startsWith('/chat-screen') || pathname.startsWith('/call-screen') || pathname === '/live-video-broadcasting' || pathname.startsWith('/payments/');
