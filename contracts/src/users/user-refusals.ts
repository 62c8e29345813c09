import { loginMessages } from './login-messages.js';
import { defineRefusals, plural, rupees } from '../refusals/refusal.js';

/**
 * A debit of the wallet whose flow may still give money back with nobody deciding to: an order not
 * yet delivered or performed, a consultation open or owed an automatic refund, a gift not yet on air.
 */
export interface UnsettledMoney {
  readonly kind: 'order' | 'consultation' | 'gift';
  readonly id: string;
}

const UNSETTLED: Readonly<Record<UnsettledMoney['kind'], (id: string) => string>> = {
  order: (id) => `Order ${id} is not yet delivered, or not yet refunded: money may still come back to this wallet`,
  consultation: (id) => `Consultation ${id} is still under way, or an automatic refund of it is still to be paid`,
  gift: (id) => `A live-session gift (${id}) is not settled yet: it may still be refunded to this wallet`,
};

/** Refusals of login (customers, astrologers, admins) and of users' own records. */
export const userRefusals = defineRefusals({
  'otp.invalid': { status: 400, en: () => loginMessages.invalidOtp },
  'otp.too_many_for_number': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many OTP requests for this number. Please try again in ${plural(minutes, 'minute')}.` },
  'otp.too_many_failures': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many wrong codes for this number. Please try again in ${plural(minutes, 'minute')}.` },
  'otp.too_many_from_network': { status: 429, en: ({ minutes }: { minutes: number }) => `Too many OTP requests from your network. Please try again in ${plural(minutes, 'minute')}.` },
  'otp.sms_unavailable': { status: 502, en: () => 'We could not send the OTP right now. Please try again.' },
  'user.not_found': { status: 404, en: () => 'User not found' },
  'user.status_admin_only': { status: 403, en: () => 'Only admins can suspend or reinstate an account' },
  'user.phone_taken': { status: 409, en: () => 'An account with this phone number already exists. Search for it in the users list.' },
  'user.erased': { status: 409, en: () => "This account was erased: its personal data is gone and it can't be changed." },
  'user.own_account': { status: 409, en: () => "You can't take the admin role from, or erase, your own account. Ask another admin." },
  'user.erase_wallet_not_empty': {
    status: 409,
    en: ({ balance }: { balance: number }) => `The wallet still holds ${rupees(balance)}. Refund or settle it to ₹0 before erasing the account.`,
  },
  'user.erase_recharge_pending': { status: 409, en: () => 'A recharge of this wallet is still waiting for its payment. Wait until it is paid or closed before erasing the account.' },
  'user.erase_money_unsettled': {
    status: 409,
    // A kind this build does not word (a newer server) still says what the refusal means.
    en: ({ kind, id }: UnsettledMoney) => `${Object.hasOwn(UNSETTLED, kind) ? UNSETTLED[kind](id) : `Money may still come back to this wallet (${id})`}. Erase the account once it is settled.`,
  },
  'user.erase_staff': { status: 409, en: () => 'This account holds the astrologer or admin role. Revoke the role first, then erase the account.' },
});
