import { describe, expect, it } from 'vitest';
import { fullHome } from '../testing/home-fixtures';
import { homePageState } from './home-page-state';

const failure = (status: number) => ({ state: 'failed' as const, errorStatus: status, failure: { error_status: status } });

describe('home page state (spec §4)', () => {
  it('is loading, with no result and no error, while the request is out', () => {
    expect(homePageState({ state: 'loading' })).toEqual({ loading: true, error: null, home_page_res: null });
  });

  it('stores the error status and empties the result on failure', () => {
    expect(homePageState(failure(500))).toEqual({ loading: false, error: 500, home_page_res: null });
    expect(homePageState(failure(0))).toEqual({ loading: false, error: 0, home_page_res: null });
  });

  it('stores the response on success', () => {
    const state = homePageState({ state: 'loaded', answer: { status: 200, data: fullHome } });
    expect(state.loading).toBe(false);
    expect(state.error).toBeNull();
    expect(state.home_page_res).toBe(fullHome);
  });
});
