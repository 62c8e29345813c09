import { useMessages } from '../../../lib/i18n/messages';
import { astrologersMessages } from '../astrologers.messages';
import { isGender, isSkill, isSpokenLanguage } from '../lib/astrologer-options';

/** Labels of skills, languages and genders in the visitor's language; a value the app does not know shows as the server wrote it. */
export function useOptionLabels() {
  const t = useMessages(astrologersMessages);
  return {
    skill: (key: string) => (isSkill(key) ? t[`skill_${key}`] : key),
    language: (key: string) => (isSpokenLanguage(key) ? t[`language_${key}`] : key),
    gender: (key: string) => (isGender(key) ? t[`gender_${key}`] : key),
  };
}
