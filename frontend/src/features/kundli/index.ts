/**
 * The kundli feature's public face for other features and the app: the birth-place search field
 * (the chat intake chooses its place with it) and the customer's kundli for the astrologer's desk.
 */
export { PlaceCombobox } from './components/place-combobox.component';
export { placeLabel, readBirthPlace, toBirthPlace } from './lib/place';
export { CustomerKundli, type CustomerKundliProps } from './components/desk/customer-kundli.component';
export type { CustomerBirth } from './lib/customer-birth';
