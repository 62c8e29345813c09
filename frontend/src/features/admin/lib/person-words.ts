import { isUnnamed, type UserListItem } from '@nakshatra/contracts';

/** A phone as people read it: the dial code, a space, the number ("+91 9876543210"); empty for an erased account. */
export const phoneOf = ({ phone, country_code: dialCode }: Pick<UserListItem, 'phone' | 'country_code'>): string =>
  phone.startsWith(dialCode) ? `${dialCode} ${phone.slice(dialCode.length)}` : phone;

/** An account as the back office names it in a sentence: its name, or its phone while it has none. */
export const whoIs = (user: Pick<UserListItem, 'name' | 'phone' | 'country_code'>, unnamed: string): string =>
  isUnnamed(user.name) ? phoneOf(user) || unnamed : user.name;

/** An account on one line, as the person picker shows it: the name and the phone, or the phone alone while it has no name. */
export const nameAndPhone = (user: Pick<UserListItem, 'name' | 'phone' | 'country_code'>, unnamed: string): string =>
  isUnnamed(user.name) ? whoIs(user, unnamed) : [user.name, phoneOf(user)].filter(Boolean).join(' · ');
