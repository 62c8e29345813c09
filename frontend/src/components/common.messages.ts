import { defineMessages } from '../lib/i18n/messages';

/** Words every page uses: paging, loading, failures, empty states. */
export const commonMessages = defineMessages(
  {
    retry: 'Retry',
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pages: 'Pages',
    loading: 'Loading…',
    loadFailed: "We couldn't load this. Please check your connection and try again.",
    readMore: 'Read more',
    back: 'Back',
    close: 'Close',
    search: 'Search',
    showAll: 'Show all',
    firstPage: 'Go to the first page',
    nothingOnPage: 'There is nothing on this page.',
    rated: (stars: number, of: number) => `Rated ${stars} out of ${of}`,
  },
  {
    retry: 'फिर से कोशिश करें',
    previous: 'पिछला',
    next: 'अगला',
    pageOf: (page: number, pages: number) => `पृष्ठ ${page} / ${pages}`,
    pages: 'पृष्ठ',
    loading: 'लोड हो रहा है…',
    loadFailed: 'हम इसे लोड नहीं कर सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    readMore: 'और पढ़ें',
    back: 'वापस',
    close: 'बंद करें',
    search: 'खोजें',
    showAll: 'सभी दिखाएँ',
    firstPage: 'पहले पृष्ठ पर जाएँ',
    nothingOnPage: 'इस पृष्ठ पर कुछ नहीं है।',
    rated: (stars: number, of: number) => `${of} में से ${stars} रेटिंग`,
  },
);
