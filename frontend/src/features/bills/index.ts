/**
 * The bill feature's public surface for other features: where a consultation's bill lives, so
 * order history and the chat and call summaries link to it. The app imports the page itself
 * (app/routes/bill.page.tsx), so linking here pulls none of it into their chunks.
 */
export const billPath = (sessionId: string): string => `/bill/${sessionId}`;
