import type { Access, Actor, RouteEntry } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { assertAccess } from './access.js';
import { type HttpError } from './http-error.js';

const entry = (access: Access): RouteEntry => ({ name: 'x', method: 'GET', path: '/api/x/{id}', side: 'query', access, family: 'x', summary: '' });
const visitor: Actor = { id: 'visitor', role: 'visitor' };
const customer: Actor = { id: 'u1', role: 'customer' };
const astrologer: Actor = { id: 'a1', role: 'astrologer' };
const admin: Actor = { id: 'admin1', role: 'admin' };

const statusOf = (access: Access, actor: Actor, id = 'u1'): number => {
  try {
    assertAccess(entry(access), actor, { id });
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
};

describe('access from the catalogue', () => {
  it.each([
    ['public', visitor, 200],
    ['customer', visitor, 401],
    ['customer', customer, 200],
    ['owner', visitor, 401],
    ['owner', customer, 200],
    ['owner', astrologer, 403],
    ['owner', admin, 200],
    ['astrologer', customer, 403],
    ['astrologer', astrologer, 200],
    ['admin', visitor, 401],
    ['admin', customer, 403],
    ['admin', astrologer, 403],
    ['admin', admin, 200],
  ] as const)('%s call by %o answers %i', (access, actor, status) => {
    expect(statusOf(access, actor)).toBe(status);
  });

  it('keeps a customer to their own record', () => {
    expect(statusOf('owner', customer, 'u2')).toBe(403);
  });
});
