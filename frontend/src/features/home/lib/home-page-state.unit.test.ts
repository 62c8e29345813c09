import { describe, expect, it } from 'vitest';
import { homePageState } from './home-page-state';

const emptyHome = {
  banners: { home_top: [], home_middle: [], home_bottom: [] },
  offers: [],
  services: [],
  blogs: [],
  horoscopes: [],
  testimonials: [],
  recharge_packs: [],
  astrologers: { online: [], top: [] },
};

describe('home page state (spec §4)', () => {
  it('is loading, with no result and no error, while the request is out', () => {
    expect(homePageState({ state: 'loading' })).toEqual({ loading: true, error: null, home_page_res: null });
  });

  it('stores the error status and empties the result on failure', () => {
    expect(homePageState({ state: 'failed', errorStatus: 500 })).toEqual({ loading: false, error: 500, home_page_res: null });
    expect(homePageState({ state: 'failed', errorStatus: 0 })).toEqual({ loading: false, error: 0, home_page_res: null });
  });

  it('stores the response on success', () => {
    const banner = { id: 'b1', title: 'First chat free', image_url: '/uploads/b.png', placement: 'home_top' };
    const state = homePageState({ state: 'loaded', answer: { status: 200, data: { ...emptyHome, banners: { ...emptyHome.banners, home_top: [banner], mall: [] }, offers: [{ id: 'o1' }] } } });
    expect(state.loading).toBe(false);
    expect(state.error).toBeNull();
    expect(state.home_page_res?.banners.home_top).toEqual([banner]);
    expect(state.home_page_res?.offers).toEqual([{ id: 'o1' }]);
  });

  it('reads a missing or misshapen section as empty rather than failing', () => {
    expect(homePageState({ state: 'loaded', answer: { status: 200, data: [] } }).home_page_res).toEqual(emptyHome);
    expect(homePageState({ state: 'loaded', answer: { status: 200, data: { banners: null, blogs: 'none', astrologers: { online: [{ id: 'a' }] } } } }).home_page_res).toEqual({
      ...emptyHome,
      astrologers: { online: [{ id: 'a' }], top: [] },
    });
  });
});
