import { defineMessages } from '../lib/i18n/messages';

/** Whole-page states: not found, and a page that failed to render. */
export const pageMessages = defineMessages(
  {
    notFoundTitle: 'Page not found',
    notFoundText: 'The page you asked for does not exist or has moved.',
    goHome: 'Go to the home page',
    errorTitle: 'Something went wrong',
    errorText: 'This page could not be shown. Reloading usually fixes it.',
    reload: 'Reload',
  },
  {
    notFoundTitle: 'पृष्ठ नहीं मिला',
    notFoundText: 'आपने जो पृष्ठ माँगा वह मौजूद नहीं है या कहीं और चला गया है।',
    goHome: 'होम पेज पर जाएँ',
    errorTitle: 'कुछ गड़बड़ हो गई',
    errorText: 'यह पृष्ठ दिखाया नहीं जा सका। पेज फिर से लोड करने से आम तौर पर ठीक हो जाता है।',
    reload: 'फिर से लोड करें',
  },
);
