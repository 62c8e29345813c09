import { defineMessages } from '../../lib/i18n/messages';

export const languageMessages = defineMessages({ language: 'Language' }, { language: 'भाषा' });
