/** The login popup's messages, word for word from spec §5 and §8 (one copy, shared with the server). */
export { loginMessages } from '@nakshatra/contracts/client';
