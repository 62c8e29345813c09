import type { UserListItem } from '@nakshatra/contracts';
import { describe, expect, it } from 'vitest';
import { actorName } from './actor-name';

const ASHA = '6f1c1f7e-2a5b-4c1e-9a43-0d3c2b1a0f11';
const RAVI = '0b2d4f6a-8c1e-4a3b-9d5f-7e9a1b3c5d7f';
const person = (id: string, fields: Partial<UserListItem>): UserListItem => ({
  id,
  name: 'Asha Kulkarni',
  phone: '+919876543210',
  country_code: '+91',
  email: null,
  img_url: 'NA',
  status: 'active',
  status_reason: null,
  roles: ['admin'],
  registered_at: '2026-11-20T10:00:00.000Z',
  last_login_at: null,
  ...fields,
});

describe('who did something, in a back-office history', () => {
  const people = new Map([
    [ASHA, person(ASHA, {})],
    [RAVI, person(RAVI, { name: 'Anonymous', phone: '', status: 'erased' })],
  ]);

  it('names a known account by its role and name, an erased one as erased, and an unknown one by the start of its id', () => {
    expect(actorName({ id: ASHA, role: 'admin' }, undefined, 'en', people)).toBe('admin Asha Kulkarni');
    expect(actorName({ id: ASHA, role: 'admin' }, undefined, 'hi', people)).toBe('एडमिन Asha Kulkarni');
    expect(actorName({ id: RAVI, role: 'customer' }, undefined, 'en', people)).toBe('customer Erased account');
    expect(actorName({ id: 'ffffffff-2a5b-4c1e-9a43-0d3c2b1a0f11', role: 'customer' }, undefined, 'en', people)).toBe('customer ffffffff');
  });

  it('says “you” for the admin reading it, and “the system” for workflows', () => {
    expect(actorName({ id: ASHA, role: 'admin' }, ASHA, 'en', people)).toBe('you');
    expect(actorName({ id: 'workflows', role: 'system' }, ASHA, 'en')).toBe('the system');
  });
});
