import { defineMessages } from '../../lib/i18n/messages';

/** The waitlist of a busy astrologer on cards and profiles (docs/waitlist.md). */
export const waitlistMessages = defineMessages(
  {
    join: 'Join the waitlist',
    joinLabel: (name: string) => `Join ${name}'s waitlist: you are offered the consultation when it is your turn`,
    place: (position: number, minutes: number) => `You are number ${position} on the waitlist · about ${minutes} min`,
    leave: 'Leave the waitlist',
    leaveLabel: (name: string) => `Leave ${name}'s waitlist`,
    offered: (name: string, seconds: number) => `${name} is free for you: start your consultation within ${seconds} s.`,
  },
  {
    join: 'प्रतीक्षा सूची में जुड़ें',
    joinLabel: (name: string) => `${name} की प्रतीक्षा सूची में जुड़ें: आपकी बारी आने पर आपको परामर्श दिया जाएगा`,
    place: (position: number, minutes: number) => `प्रतीक्षा सूची में आपका नंबर ${position} है · लगभग ${minutes} मिनट`,
    leave: 'प्रतीक्षा सूची छोड़ें',
    leaveLabel: (name: string) => `${name} की प्रतीक्षा सूची छोड़ें`,
    offered: (name: string, seconds: number) => `${name} आपके लिए उपलब्ध हैं: ${seconds} सेकंड के भीतर अपना परामर्श शुरू करें।`,
  },
);
