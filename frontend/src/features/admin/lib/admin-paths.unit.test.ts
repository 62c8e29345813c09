import { describe, expect, it } from 'vitest';
import { matchAdminPath } from './admin-paths';

describe('back office paths', () => {
  it.each([
    ['/admin', { page: 'dashboard' }],
    ['/admin/', { page: 'dashboard' }],
    ['/admin/login', { page: 'login' }],
    ['/admin/blog', { page: 'list', family: 'blog' }],
    ['/admin/blog/new', { page: 'new', family: 'blog' }],
    ['/admin/product_category/0b7c8a52-2f1e-4c5b-9d1e-3f1a2b3c4d5e', { page: 'edit', family: 'product_category', id: '0b7c8a52-2f1e-4c5b-9d1e-3f1a2b3c4d5e' }],
    ['/admin/transactions', { page: 'transactions' }],
    ['/admin/refunds', { page: 'refunds' }],
    ['/admin/turnover', { page: 'turnover' }],
    ['/admin/wallets', { page: 'wallets' }],
    ['/admin/wallets/11111111-1111-4111-8111-111111111111', { page: 'wallet', userId: '11111111-1111-4111-8111-111111111111' }],
    ['/admin/wallets/u1/more', { page: 'not-found' }],
    ['/admin/turnover/2026', { page: 'not-found' }],
    ['/admin/users', { page: 'users' }],
    ['/admin/live', { page: 'live' }],
    ['/admin/orders', { page: 'orders' }],
    ['/admin/pooja-bookings', { page: 'pooja-bookings' }],
    ['/admin/live/x', { page: 'not-found' }],
    ['/admin/users/u1', { page: 'not-found' }],
    ['/admin/astrologers', { page: 'astrologers' }],
    ['/admin/astrologers/b1', { page: 'astrologer', id: 'b1' }],
    ['/admin/astrologers/b1/edit', { page: 'not-found' }],
    ['/admin/blog/x/y', { page: 'not-found' }],
    ['/admin/login/again', { page: 'not-found' }],
  ])('%s', (path, page) => {
    expect(matchAdminPath(path)).toEqual(page);
  });
});
