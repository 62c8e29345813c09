import { loginMessages } from '@nakshatra/contracts/client';
import { defineMessages } from '../../lib/i18n/messages';

/** The admin sign-in: the spec's login texts where it shares them (from contracts), with their Hindi. */
export const adminLoginMessages = defineMessages(
  {
    title: 'Admin sign in',
    pageTitle: 'Admin sign in · Nakshatra',
    mobileNumber: 'Mobile number',
    sendOtp: 'Send OTP',
    otpSent: (digits: number, to: string) => `If ${to} is an admin's number, a ${digits} digit OTP has been sent to it.`,
    otp: 'OTP',
    verify: 'Verify and sign in',
    changeNumber: 'Change number',
    sendError: loginMessages.sendError,
    verifyError: loginMessages.verifyError,
    codeRefused: "Invalid OTP. Please try again. Only admins get a code here: if this is not an admin's number, no code was sent.",
  },
  {
    title: 'एडमिन साइन इन',
    pageTitle: 'एडमिन साइन इन · नक्षत्र',
    mobileNumber: 'मोबाइल नंबर',
    sendOtp: 'OTP भेजें',
    otpSent: (digits: number, to: string) => `अगर ${to} किसी एडमिन का नंबर है, तो उस पर ${digits} अंकों का OTP भेजा गया है।`,
    otp: 'OTP',
    verify: 'सत्यापित करें और साइन इन करें',
    changeNumber: 'नंबर बदलें',
    sendError: 'OTP भेजने में त्रुटि हुई। कृपया फिर से कोशिश करें।',
    verifyError: 'OTP की जाँच में त्रुटि हुई। कृपया कुछ देर बाद फिर से कोशिश करें।',
    codeRefused: 'अमान्य OTP। कृपया फिर से कोशिश करें। कोड केवल एडमिन को भेजा जाता है: अगर यह किसी एडमिन का नंबर नहीं है, तो कोई कोड नहीं भेजा गया।',
  },
);
