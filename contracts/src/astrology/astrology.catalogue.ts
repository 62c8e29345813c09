import { z } from 'zod';
import { one, paged } from '../routes/response-schemas.js';
import { del, get, getOne, post, route } from '../routes/route-builders.js';
import { calculateKundliSchema, calculateLoveSchema, calculateMatchmakingSchema, dailyTransitQuery, myKundlisQuery, suggestPlacesQuery } from './astrology-schemas.js';
import { dailyTransitView, kundliView, loveView, matchmakingView, placeView, savedKundliView } from './astrology-views.js';

/** Astrology tools (docs/astrology.md): pure computations answered by the query service, and saved kundlis. */
export const astrologyCatalogue = [
  route('tools', 'get_suggest', 'GET', '/api/get_suggest/{text}', 'query', 'public', 'Birth places matching a text: up to 10, by match and population, with coordinates and IANA time zone', {
    query: suggestPlacesQuery,
    response: one(placeView.array()),
  }),
  route('tools', 'calculate_kundli', 'POST', '/api/calculate_kundli', 'query', 'public', 'A birth chart: lagna, nine grahas, D1 and D9, Vimshottari dasha, manglik', {
    body: calculateKundliSchema,
    response: one(kundliView),
  }),
  route('tools', 'calculate_matchmaking', 'POST', '/api/calculate_matchmaking', 'query', 'public', 'Ashtakoota matching of two people (birth details or janma nakshatra): eight kootas out of 36', {
    body: calculateMatchmakingSchema,
    response: one(matchmakingView),
  }),
  route('tools', 'calculate_love', 'POST', '/api/calculate_love', 'query', 'public', 'Love compatibility of two names: a deterministic percentage and message', {
    body: calculateLoveSchema,
    response: one(loveView),
  }),
  get('tools', 'get_daily_transit', 'public', "The Moon's sign on an Indian calendar day and its reading for each Moon sign", { query: dailyTransitQuery, response: one(dailyTransitView) }),
  post('kundli', 'create_kundli', 'customer', 'Save a kundli (its birth details and options) to your profile: 201 when new, 200 with the one already saved', {
    body: calculateKundliSchema,
    response: one(savedKundliView),
    refusals: ['kundli.too_many', 'request.too_often'],
  }),
  get('kundli', 'get_my_kundlis', 'customer', 'Your saved kundlis, newest first (paged)', { query: myKundlisQuery, response: paged(savedKundliView) }),
  getOne('kundli', 'get_single_kundli', 'customer', 'One of your saved kundlis (another user’s is not found)', { response: one(savedKundliView), refusals: ['kundli.not_found'] }),
  del('kundli', 'delete_kundli', 'customer', 'Delete one of your saved kundlis', { response: one(z.strictObject({ id: z.uuid() })), refusals: ['kundli.not_found', 'request.too_often'] }),
] as const;
