/** The waitlist of a busy astrologer (issue #17, docs/waitlist.md): join from cards and profiles, the place, the 60 s offer. */
export { WaitlistAction } from './components/waitlist-action.component';
export { MyWaitlistProvider } from './hooks/my-waitlist';
