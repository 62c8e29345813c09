import type { Language } from '../../../lib/i18n/language-preference';
import { messagesFor } from '../../../lib/i18n/messages';
import { fieldHintMessages, fieldLabelMessages, optionMessages, type ContentFieldName } from '../admin-content-fields.messages';
import type { FieldDescriptor } from './content-fields';

const isFieldName = (name: string): name is ContentFieldName => Object.hasOwn(fieldLabelMessages.en, name);
const isHinted = (name: string): name is keyof (typeof fieldHintMessages)['en'] => Object.hasOwn(fieldHintMessages.en, name);
const isOption = (value: string): value is keyof (typeof optionMessages)['en'] => Object.hasOwn(optionMessages.en, value);

/** A field's name as its form shows it, without the money mark: "Price". */
export const fieldName = (name: string, language: Language): string => (isFieldName(name) ? messagesFor(fieldLabelMessages, language)[name] : name);

/** The label of a field's control: money fields say they take rupees, "Price (₹)". */
export const fieldLabel = (field: FieldDescriptor, language: Language): string => `${fieldName(field.name, language)}${field.kind === 'money' ? ' (₹)' : ''}`;

/** The field inside a sentence: "Upload image" (English lower-cases it; Hindi has no case). */
export const fieldNoun = (field: FieldDescriptor, language: Language): string => (language === 'en' ? fieldName(field.name, language).toLowerCase() : fieldName(field.name, language));

/** The hint under a field, when it needs one: its format, or that a time is India's. */
export function fieldHint(field: FieldDescriptor, language: Language): string | undefined {
  const hints = messagesFor(fieldHintMessages, language);
  if (isHinted(field.name)) return hints[field.name];
  return field.kind === 'datetime' ? hints.indiaTime : undefined;
}

/** An enum value as a choice: home_top → "Home top"; a value without words shows as it is. */
export const optionLabel = (option: string, language: Language): string => (isOption(option) ? messagesFor(optionMessages, language)[option] : option);
