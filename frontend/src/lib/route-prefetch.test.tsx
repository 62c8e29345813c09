import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from '../components/app-link.component';
import { lazyRoute, PREFETCH_MARGIN_PX, prefetchRoute } from './route-prefetch';

/** A stand-in for the browser's IntersectionObserver that lets the test say when an element comes near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  bringNear(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const Page = () => null;

afterEach(() => vi.unstubAllGlobals());

describe('route prefetch', () => {
  it('loads a page chunk once, for a path its route matches, and ignores unknown and external paths', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    lazyRoute('/prefetch-a/:slug', load);

    prefetchRoute('/prefetch-a/mars?tab=1');
    prefetchRoute('/prefetch-a/mars');
    prefetchRoute('/nowhere');
    prefetchRoute('https://example.com/prefetch-a/mars');

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets the visit download again after a prefetch whose every try failed', async () => {
    let fails = true;
    const load = vi.fn(async () => {
      if (fails) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => <h1>Reached</h1> };
    });
    vi.useFakeTimers();
    const Reached = lazyRoute('/prefetch-e', load);
    prefetchRoute('/prefetch-e');
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(load).toHaveBeenCalledTimes(3);

    fails = false;
    render(
      <Suspense fallback={null}>
        <Reached />
      </Suspense>,
    );

    expect(await screen.findByRole('heading', { name: 'Reached' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('starts the download when a link comes within 200 px of the viewport, not before', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const load = vi.fn(async () => ({ default: Page }));
    lazyRoute('/prefetch-b', load);
    render(
      <MemoryRouter>
        <AppLink to="/prefetch-b">Later</AppLink>
      </MemoryRouter>,
    );
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    const link = screen.getByRole('link', { name: 'Later' });

    expect(observer.options.rootMargin).toBe(`${PREFETCH_MARGIN_PX}px`);
    expect(PREFETCH_MARGIN_PX).toBe(200);
    expect(observer.observed.has(link)).toBe(true);
    expect(load).not.toHaveBeenCalled();

    act(() => observer.bringNear(link));

    expect(observer.observed.has(link)).toBe(false);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('lets a link near the viewport wait for the page’s load before its download starts', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const load = vi.fn(async () => ({ default: Page }));
    lazyRoute('/prefetch-d', load);
    render(
      <MemoryRouter>
        <AppLink to="/prefetch-d">Soon</AppLink>
      </MemoryRouter>,
    );
    act(() => FakeIntersectionObserver.instances.at(-1)!.bringNear(screen.getByRole('link', { name: 'Soon' })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();

    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('starts the download on hover too (a link the observer has not reported yet)', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    lazyRoute('/prefetch-c', load);
    render(
      <MemoryRouter>
        <AppLink to="/prefetch-c">Hover me</AppLink>
      </MemoryRouter>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Hover me' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
