import { describe, expect, it } from 'vitest';
import { rendersAlone } from './layout-rules';

describe('rendersAlone', () => {
  it.each(['/admin', '/admin/users', '/admin-login', '/chat-screen', '/chat-screen/42', '/call-screen/42', '/live-video-broadcasting', '/payments/test-checkout/r1'])('renders %s alone', (path) => {
    expect(rendersAlone(path)).toBe(true);
  });

  it.each(['/', '/live', '/live-video-broadcasting/1', '/blogs/admin', '/chat-with-astrologer', '/horoscope', '/recharge', '/invoice/i1'])('frames %s with header and footer', (path) => {
    expect(rendersAlone(path)).toBe(false);
  });
});
