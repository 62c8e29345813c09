import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../api/home-page';
import { fullHome } from '../testing/home-fixtures';
import { BannerCarousel, SLIDE_INTERVAL_MS } from './banner-carousel.component';

const banners = fullHome.banners.home_top;

function renderCarousel(shown: readonly Banner[] = banners) {
  render(
    <MemoryRouter>
      <BannerCarousel banners={shown} />
    </MemoryRouter>,
  );
}

/** The slide on show: the one group not hidden. */
const shownSlide = () => screen.getAllByRole('group', { hidden: true }).find((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hidden);
const shownTitle = () => within(shownSlide()!).getByRole('img').getAttribute('alt');
const turn = () => act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));

afterEach(() => vi.useRealTimers());

describe('banner carousel', () => {
  it('is a labelled carousel of labelled slides, one shown at a time, each a link named by its banner', () => {
    renderCarousel();

    const carousel = screen.getByRole('region', { name: 'Featured' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shownSlide()?.getAttribute('aria-label')).toBe('1 of 3');
    expect(screen.getByRole('link', { name: 'First chat free' }).getAttribute('href')).toBe('/chat-with-astrologer');
    // Other sites open in a new tab.
    const external = screen.getByRole('link', { name: 'Diwali puja at Kashi', hidden: true });
    expect([external.getAttribute('href'), external.getAttribute('target'), external.getAttribute('rel')]).toEqual(['https://temple.example.in/diwali', '_blank', 'noopener noreferrer']);
    // The pause button comes first, so keyboard users reach it before the slides.
    expect(within(carousel).getAllByRole('button')[0]?.getAttribute('aria-label')).toBe('Pause slides');
  });

  it('turns by itself, and not while paused', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderCarousel();

    turn();
    expect(shownTitle()).toBe('Recharge and get 50% extra');
    turn();
    turn();
    expect(shownTitle()).toBe('First chat free');

    act(() => screen.getByRole('button', { name: 'Pause slides' }).click());
    turn();
    expect(shownTitle()).toBe('First chat free');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
    // While still, a change the visitor makes is announced.
    expect(shownSlide()?.parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('stops turning while keyboard focus is inside, and goes on when it leaves', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderCarousel();

    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    turn();
    expect(shownTitle()).toBe('First chat free');

    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    turn();
    expect(shownTitle()).toBe('Recharge and get 50% extra');
  });

  it('goes to the previous, next or a chosen slide, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(shownTitle()).toBe('Diwali puja at Kashi');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownTitle()).toBe('First chat free');

    const dots = within(screen.getByRole('group', { name: 'Choose a slide' }));
    await user.click(dots.getByRole('button', { name: 'Show slide 2' }));
    expect(shownTitle()).toBe('Recharge and get 50% extra');
    expect(dots.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
    expect(dots.getByRole('button', { name: 'Show slide 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('starts still for visitors who asked for less motion', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    renderCarousel();

    turn();
    expect(shownTitle()).toBe('First chat free');
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeTruthy();
  });

  it('shows a single banner without controls', () => {
    renderCarousel(banners.slice(0, 1));
    expect(screen.getByRole('link', { name: 'First chat free' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
