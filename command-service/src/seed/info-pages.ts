import type { SeedItem } from './demo-catalogue.js';

/**
 * The site's own pages (footer and main navigation: /about-us, /terms-and-conditions,
 * /privacy-policy, /refund-policy), seeded with text an admin can edit from the back office.
 * Their slugs are fixed: the SPA reads each page by its slug.
 */
const SUPPORT = 'support@nakshatra.app';

const ABOUT_US = `
<p>Nakshatra brings India's trusted astrologers to your phone. Whether you want to understand your birth chart, find the right time for a new beginning, check kundli compatibility before marriage or simply talk through a difficult phase, you can chat or speak with an astrologer in minutes, in Hindi or English, from anywhere.</p>
<h2>What we offer</h2>
<ul>
<li><strong>Chat and call consultations</strong> with astrologers trained in Vedic astrology, KP, Lal Kitab, numerology, tarot and vastu, billed by the minute from your wallet.</li>
<li><strong>Free kundli and kundli matchmaking</strong>, with your birth chart, planetary positions, dasha periods and Ashtakoot guna milan.</li>
<li><strong>Daily, weekly, monthly and yearly horoscopes</strong> for all twelve rashis, written by our astrologers.</li>
<li><strong>Pooja booking</strong> at well-known temples, performed by experienced pandits in your name and gotra.</li>
<li><strong>Astro Mall</strong>: certified gemstones, rudraksha and yantras, chosen to match what your chart needs.</li>
</ul>
<h2>Verified astrologers</h2>
<p>Every astrologer on Nakshatra goes through an interview, a test of their knowledge and a check of their identity and experience before they can consult. We watch ratings and reviews closely and remove anyone who gives fear-based advice or pressures customers into expensive remedies.</p>
<h2>Private and confidential</h2>
<p>Your consultations stay between you and your astrologer. We never share your birth details, your conversations or your phone number with anyone else, and astrologers cannot see your number.</p>
<h2>Secure payments</h2>
<p>You pay only for the time you use, from a prepaid wallet that you recharge through UPI, cards, net banking or wallets with our RBI-regulated payment partners. We never store your card details.</p>
<h2>Our approach</h2>
<p>Astrology is a guide for reflection and decision-making, not a replacement for a doctor, lawyer or financial adviser. Our astrologers are asked to give honest, practical guidance and simple remedies that fit your life.</p>
<h2>Contact us</h2>
<p>Write to us at <a href="mailto:${SUPPORT}">${SUPPORT}</a>. Our support team answers every day from 9 am to 9 pm IST.</p>`;

const TERMS = `
<p>These terms govern your use of the Nakshatra website and apps and the services offered on them. By creating an account or using any service you agree to them. If you do not agree, please do not use Nakshatra.</p>
<h2>1. Who may use Nakshatra</h2>
<p>You must be at least 18 years old and able to enter into a binding contract under Indian law. You log in with your mobile number and a one-time password; you are responsible for everything done through your account, so keep your phone and OTPs to yourself.</p>
<h2>2. Nature of the service</h2>
<p>Astrologers on Nakshatra are independent consultants. Their readings are their own opinion, based on astrological traditions, and are offered for guidance only. They are not medical, legal, financial or psychological advice, and no result is guaranteed. Please consult a qualified professional for such matters, and do not stop any medical treatment on the advice of an astrologer.</p>
<h2>3. Wallet and payments</h2>
<ul>
<li>Consultations and purchases are paid from a prepaid wallet held in Indian rupees. Recharges are processed by our RBI-regulated payment partners; prices include applicable GST unless stated otherwise.</li>
<li>Chat and call consultations are charged per minute at the rate shown on the astrologer's profile before you start. A session ends when either side ends it or when your balance runs out.</li>
<li>Bonus amounts given with offers can be used only for consultations, expire as stated in the offer and cannot be withdrawn or transferred.</li>
<li>Wallet balance cannot be transferred to another account and earns no interest. Refunds follow our <a href="/refund-policy">refund policy</a>.</li>
</ul>
<h2>4. Your conduct</h2>
<p>Be respectful to astrologers and our staff. Do not use abusive, obscene or threatening language, share anyone else's personal information, ask astrologers for their contact details or try to pay them outside Nakshatra, or use the service for anything unlawful. We may suspend or close accounts that break these rules; unused recharge balance of a closed account is handled as our refund policy says.</p>
<h2>5. Astro Mall and pooja bookings</h2>
<p>Product descriptions, certificates and delivery times are given by us and our sellers in good faith. Poojas are performed by the temple or pandit named on the booking, on the date confirmed to you; a video or photographs are shared where the temple allows it.</p>
<h2>6. Content</h2>
<p>Horoscopes, articles and other content on Nakshatra belong to us or our contributors and may not be copied for commercial use without permission.</p>
<h2>7. Liability</h2>
<p>We work hard to keep Nakshatra available and accurate, but we provide it as it is. To the extent the law allows, our liability for any claim about a service is limited to the amount you paid for that service.</p>
<h2>8. Changes to these terms</h2>
<p>We may update these terms. We will show the date of the latest version on this page and tell you of important changes in the app before they apply.</p>
<h2>9. Law and disputes</h2>
<p>These terms are governed by the laws of India. Please contact us first so we can try to resolve any complaint; disputes that remain are subject to the jurisdiction of the courts of India.</p>
<h2>10. Grievance officer</h2>
<p>Under the Information Technology Act, 2000 and the Consumer Protection (E-Commerce) Rules, 2020, you can write to our Grievance Officer at <a href="mailto:${SUPPORT}">${SUPPORT}</a> with the subject "Grievance". We acknowledge complaints within 48 hours and resolve them within one month.</p>`;

const PRIVACY = `
<p>This policy explains what personal data Nakshatra collects, why, and the choices you have. We process your data in line with the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your mobile number, and the name, e-mail address, gender and photo you choose to add.</li>
<li><strong>Birth details</strong>: the name, date, time and place of birth you enter for a kundli, matchmaking or consultation.</li>
<li><strong>Consultations</strong>: chat messages and call records with astrologers, kept so that you can read them again and so that we can resolve complaints.</li>
<li><strong>Payments</strong>: your wallet recharges, consultations and orders. Card and bank details are handled by our payment partners; we never see or store them.</li>
<li><strong>Orders</strong>: delivery address and phone number for Astro Mall orders and pooja bookings.</li>
<li><strong>Device and usage data</strong>: browser, device type, IP address and the pages you use, to keep the service secure and working well.</li>
</ul>
<h2>How we use it</h2>
<p>To log you in, run consultations and your wallet, deliver orders and poojas, answer support requests, prevent fraud and misuse, meet our legal and tax obligations, and, only if you agree, send you offers. You can stop promotional messages at any time.</p>
<h2>Who sees it</h2>
<p>The astrologer you consult sees the birth details and messages you share in that consultation, but never your phone number. Our payment, SMS, delivery and hosting partners receive only what they need to do their job. We share data with authorities only when Indian law requires it. We never sell your personal data.</p>
<h2>How long we keep it</h2>
<p>We keep your data while your account is open. When you close it we delete or anonymise your personal data within 90 days, except records we must keep by law (such as invoices and payment records, kept for eight years).</p>
<h2>Cookies and local storage</h2>
<p>We use a cookie to keep you logged in and local storage to remember your language and the birth details you typed, so you do not have to enter them again. Logging out clears them from your device.</p>
<h2>Your rights</h2>
<p>You can see and correct your profile in the app, and you can ask us for a summary of your data, its correction or its deletion, or withdraw a consent you gave, by writing to <a href="mailto:${SUPPORT}">${SUPPORT}</a>. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.</p>
<h2>Security</h2>
<p>Data is encrypted in transit, access is limited to staff who need it, and sessions are protected against misuse. No system is perfectly secure; if a breach affects you, we will tell you and the authorities as the law requires.</p>
<h2>Children</h2>
<p>Nakshatra is for adults. We do not knowingly create accounts for anyone under 18; a parent may enter a child's birth details for a kundli from their own account.</p>
<h2>Contact</h2>
<p>Questions about this policy or your data: <a href="mailto:${SUPPORT}">${SUPPORT}</a>.</p>`;

const REFUNDS = `
<p>Nakshatra works on a prepaid wallet: you recharge it, and consultations, products and poojas are paid from it. This policy explains when money comes back to you and where it goes.</p>
<h2>Failed or duplicate recharges</h2>
<p>If money left your bank but your wallet was not credited, or you were charged twice, the amount is reversed automatically to the account you paid from, usually within 5 to 7 working days. If it has not arrived by then, write to us with the transaction reference.</p>
<h2>Consultations</h2>
<ul>
<li>You are charged only for the minutes a chat or call actually runs. If a session does not connect, nothing is charged.</li>
<li>If a session breaks down because of a technical fault on our side, the astrologer does not respond, or the astrologer replies in a language you did not choose, you can ask for a refund of that session within 72 hours from your order history or by writing to support.</li>
<li>We review each request within 48 hours. Approved amounts are credited back to your wallet.</li>
<li>We cannot refund a consultation because you disagree with the astrologer's reading or a prediction did not come true, since astrology gives guidance, not guarantees.</li>
</ul>
<h2>Unused wallet balance</h2>
<p>Recharged money does not expire. If you close your account, the unused recharged balance is refunded to the original payment method within 7 to 10 working days of your request. Bonus and promotional credits are not refundable and cannot be withdrawn.</p>
<h2>Astro Mall orders</h2>
<ul>
<li>You can cancel an order for a full refund to your wallet until it is shipped.</li>
<li>If a product arrives damaged, is not what you ordered or does not match its certificate, tell us within 48 hours of delivery with photos of the parcel and product. We will replace it or refund it in full once the product is returned.</li>
<li>Energised items, custom-cut gemstones and items made to your order cannot be returned unless they arrive damaged or wrong.</li>
</ul>
<h2>Pooja bookings</h2>
<p>You can cancel a pooja up to 24 hours before its scheduled time for a full refund to your wallet. Later cancellations cannot be refunded because the temple arrangements are already made. If we are unable to perform a pooja on the confirmed date and you do not want a new date, we refund it in full.</p>
<h2>How to ask for a refund</h2>
<p>Open your order history and choose the session or order, or write to <a href="mailto:${SUPPORT}">${SUPPORT}</a> with your registered mobile number and the transaction details. Refunds to your wallet appear as soon as they are approved; refunds to a bank account or card take 5 to 10 working days, depending on your bank.</p>`;

const page = (slug: string, title: string, summary: string, body: string, sortOrder: number): SeedItem => ({
  family: 'page',
  fields: { title, slug, summary, body: body.trim(), status: 'published', sort_order: sortOrder },
});

export const infoPages = (): SeedItem[] => [
  page('about-us', 'About us', 'Verified astrologers, private consultations and secure payments: who we are and how Nakshatra works.', ABOUT_US, 0),
  page('terms-and-conditions', 'Terms and conditions', 'The rules for using Nakshatra: accounts, the wallet, consultations, orders and your responsibilities.', TERMS, 1),
  page('privacy-policy', 'Privacy policy', 'What personal data we collect, why we collect it, who sees it and how you control it.', PRIVACY, 2),
  page('refund-policy', 'Refund policy', 'When money comes back to you from your Nakshatra wallet, consultations, orders and pooja bookings, and how to ask for it.', REFUNDS, 3),
];
