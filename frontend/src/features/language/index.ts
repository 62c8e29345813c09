// The language feature's public surface: the site's English / हिन्दी selector.
export { LanguageSelect } from './components/language-select.component';
