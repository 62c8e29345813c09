import { defineMessages } from '../../lib/i18n/messages';

/** The call screen's phone option (the phone bridge, docs/phone-bridge.md), both sides. */
export const phoneCallMessages = defineMessages(
  {
    title: 'Call on your phone',
    offer: 'Trouble with the call in the browser? We can ring your phone and connect you to the astrologer.',
    callMyPhone: 'Call me on my phone instead',
    tryAgain: 'Call my phone again',
    calling: (phone: string) => `We are calling your phone ${phone}. Answer it, and we then connect you to the astrologer.`,
    yourPhone: 'your phone',
    failed_busy: 'Your phone call did not connect: the line was busy.',
    failed_no_answer: 'Your phone call did not connect: nobody answered.',
    failed_failed: 'Your phone call could not be connected.',
    failed_completed: 'Your phone call ended before you were connected to the astrologer.',
    nothingBilled: 'Nothing was billed for it. You can try again, or stay on the call in the browser.',
    onPhone: 'You are talking on your phone. Hang up on your phone to end the call; billing follows the phone call.',
    astrologerRinging: 'The customer asked to talk on the phone: we are calling their phone, then yours. Answer your phone to start the consultation.',
    astrologerOnPhone: 'You are talking on the phone. The call ends when either of you hangs up.',
  },
  {
    title: 'अपने फ़ोन पर कॉल',
    offer: 'ब्राउज़र में कॉल में परेशानी? हम आपके फ़ोन पर कॉल करके आपको ज्योतिषी से जोड़ सकते हैं।',
    callMyPhone: 'इसके बजाय मेरे फ़ोन पर कॉल करें',
    tryAgain: 'मेरे फ़ोन पर फिर से कॉल करें',
    calling: (phone: string) => `हम आपके फ़ोन ${phone} पर कॉल कर रहे हैं। कॉल उठाएँ, फिर हम आपको ज्योतिषी से जोड़ देंगे।`,
    yourPhone: 'आपके फ़ोन',
    failed_busy: 'आपकी फ़ोन कॉल नहीं जुड़ी: लाइन व्यस्त थी।',
    failed_no_answer: 'आपकी फ़ोन कॉल नहीं जुड़ी: किसी ने कॉल नहीं उठाई।',
    failed_failed: 'आपकी फ़ोन कॉल नहीं जुड़ सकी।',
    failed_completed: 'ज्योतिषी से जुड़ने से पहले ही आपकी फ़ोन कॉल समाप्त हो गई।',
    nothingBilled: 'इसका कोई शुल्क नहीं लिया गया। आप फिर से कोशिश कर सकते हैं, या ब्राउज़र में कॉल पर बने रह सकते हैं।',
    onPhone: 'आप अपने फ़ोन पर बात कर रहे हैं। कॉल समाप्त करने के लिए फ़ोन काटें; शुल्क फ़ोन कॉल के अनुसार लगेगा।',
    astrologerRinging: 'ग्राहक फ़ोन पर बात करना चाहते हैं: हम उनके फ़ोन पर, फिर आपके फ़ोन पर कॉल कर रहे हैं। परामर्श शुरू करने के लिए अपना फ़ोन उठाएँ।',
    astrologerOnPhone: 'आप फ़ोन पर बात कर रहे हैं। आप में से कोई भी फ़ोन काटे तो कॉल समाप्त हो जाएगी।',
  },
);
