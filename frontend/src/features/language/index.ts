// The language feature's public surface: the site's English / हिन्दी selector, and the logged-in user's language kept on the server.
export { LanguageSelect } from './components/language-select.component';
export { useAccountLanguage } from './hooks/use-account-language.hook';
