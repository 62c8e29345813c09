import { defineMessages } from '../../lib/i18n/messages';

/** The back office's newsletter subscribers page. `subscribed` and `unsubscribed` are a subscriber's statuses, by value. */
export const subscriberMessages = defineMessages(
  {
    // Adding one.
    addSubscriber: 'Add a subscriber',
    emailAddress: 'E-mail address',
    subscribe: 'Subscribe',
    notEmail: 'Enter an e-mail address like name@example.in',
    nowSubscribed: (email: string) => `${email} is subscribed.`,
    // The list.
    searchSubscribers: 'Search subscribers',
    searchEmails: 'Search e-mail addresses',
    subscribed: 'Subscribed',
    unsubscribed: 'Unsubscribed',
    someSubscribers: 'subscribers',
    subscriberCount: (count: number) => (count === 1 ? '1 subscriber' : `${count} subscribers`),
    noneMatch: 'No subscribers match.',
    email: 'E-mail',
    since: 'Since',
    // (Un)subscribing one.
    unsubscribe: 'Unsubscribe',
    unsubscribeWhom: (email: string) => `Unsubscribe ${email}`,
    nowUnsubscribed: (email: string) => `${email} is unsubscribed.`,
    subscribeAgain: 'Subscribe again',
    subscribeAgainWhom: (email: string) => `Subscribe ${email} again`,
    subscribedAgain: (email: string) => `${email} is subscribed again.`,
  },
  {
    addSubscriber: 'सदस्य जोड़ें',
    emailAddress: 'ई-मेल पता',
    subscribe: 'सदस्य बनाएँ',
    notEmail: 'ई-मेल पता लिखें, जैसे name@example.in',
    nowSubscribed: (email: string) => `${email} अब सदस्य है।`,
    searchSubscribers: 'सदस्य खोजें',
    searchEmails: 'ई-मेल पते खोजें',
    subscribed: 'सदस्य',
    unsubscribed: 'सदस्यता छोड़ी',
    someSubscribers: 'सदस्य',
    subscriberCount: (count: number) => `${count} सदस्य`,
    noneMatch: 'कोई सदस्य मेल नहीं खाता।',
    email: 'ई-मेल',
    since: 'कब से',
    unsubscribe: 'सदस्यता हटाएँ',
    unsubscribeWhom: (email: string) => `${email} की सदस्यता हटाएँ`,
    nowUnsubscribed: (email: string) => `${email} की सदस्यता हटा दी गई।`,
    subscribeAgain: 'फिर से सदस्य बनाएँ',
    subscribeAgainWhom: (email: string) => `${email} को फिर से सदस्य बनाएँ`,
    subscribedAgain: (email: string) => `${email} फिर से सदस्य है।`,
  },
);
