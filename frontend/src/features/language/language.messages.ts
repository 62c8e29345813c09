import { defineMessages } from '../../lib/i18n/messages';

/** `short` is the chosen language's own abbreviation, what the compact selector of phones shows. */
export const languageMessages = defineMessages({ language: 'Language', short: 'EN' }, { language: 'भाषा', short: 'हि' });
