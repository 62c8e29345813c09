import type { ServerResponse } from 'node:http';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Razorpay's Checkout.js, loaded only when a recharge is paid through Razorpay (docs/wallet.md).
  "script-src 'self' https://checkout.razorpay.com",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  // react-toastify and React style props set inline styles.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' https://lumberjack.razorpay.com",
  // Video pages embed the privacy-enhanced YouTube player and Vimeo's; Razorpay's checkout is a frame
  // of api.razorpay.com. Nothing else may be framed.
  "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://api.razorpay.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

export function setSecurityHeaders(res: ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
}
