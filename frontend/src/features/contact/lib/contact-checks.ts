import { fieldError, MOBILE_PATTERN, type FieldError } from '@nakshatra/contracts/client';
import type { ContactMessage } from '../api/send-contact-message.api';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Something, an @, something, a dot, something: the obvious slips; the server's check (zod's e-mail) is the judge. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter's one field, checked as the form is sent. */
export function checkEmail(email: string, path = 'email'): FieldError | undefined {
  if (!email.trim()) return fieldError(path, 'field.required');
  if (!EMAIL_SHAPE.test(email.trim())) return fieldError(path, 'field.email');
  return undefined;
}

/** The contact form's own checks, the server's rules in brief (send-email's schema in contracts); what is left to the server comes back as a 400 on the same fields. */
export function checkContact(values: ContactValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.name.trim()) errors.push(fieldError('name', 'field.required'));
  const email = checkEmail(values.email);
  if (email) errors.push(email);
  if (values.phone.trim() && !MOBILE_PATTERN.test(values.phone.trim())) errors.push(fieldError('phone', 'field.mobile_invalid'));
  if (!values.message.trim()) errors.push(fieldError('message', 'field.required'));
  return errors;
}

/** The body of send-email: trimmed, without the optional fields left empty. */
export function contactMessage(values: ContactValues): ContactMessage {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return { name: values.name.trim(), email: values.email.trim(), phone: optional(values.phone), subject: optional(values.subject), message: values.message.trim() };
}

/** The first error of each field, by field; errors on paths the form has no field for are left out. */
export function errorsByField(errors: readonly FieldError[]): Partial<Record<ContactField, FieldError>> {
  const byField: Partial<Record<ContactField, FieldError>> = {};
  for (const error of errors) {
    const field = CONTACT_FIELDS.find((one) => one === error.path.split('.')[0]);
    if (field && !byField[field]) byField[field] = error;
  }
  return byField;
}
