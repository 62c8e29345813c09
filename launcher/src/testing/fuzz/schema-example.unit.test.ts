import { catalogueEntries } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { exampleBody } from './schema-example.js';

describe('a valid example body from a route schema', () => {
  const withBody = catalogueEntries.filter((entry) => entry.body !== undefined && !entry.planned);

  it.each(withBody.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const body = exampleBody(entry.body!);
    expect(entry.body!.safeParse(body).error?.issues ?? []).toEqual([]);
  });

  it('takes a hint for a field when the field takes it, and not when it does not', () => {
    const createChat = catalogueEntries.find((entry) => entry.name === 'create_chat_session')!;
    const astrologerId = '0f0e0d0c-0b0a-4908-8706-050403020100';
    expect(exampleBody(createChat.body!, { astrologer_id: astrologerId, name: 42 })).toMatchObject({ astrologer_id: astrologerId, intake: { name: expect.any(String) } });
  });
});
