/** The horoscope feature's public face: today's Moon read for one Moon sign (the astrologer's desk, composed by the app). */
export { MoonTransitForSign } from './components/moon-transit-for-sign.component';
