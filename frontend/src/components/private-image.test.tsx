import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivateImage, PRIVATE_IMAGE_RETRIES } from './private-image.component';

describe('a private image', () => {
  afterEach(() => vi.useRealTimers());

  it('loads again with a fresh <img> after a failed load, waiting longer each time, and then gives up', () => {
    vi.useFakeTimers();
    render(<PrivateImage src="/api/get_private_image/0123456789abcdef0123456789abcdef.png" alt="Screenshot 1" width={96} height={96} />);
    const first = screen.getByRole('img', { name: 'Screenshot 1' });
    fireEvent.error(first);
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    const second = screen.getByRole('img', { name: 'Screenshot 1' });
    expect(second).not.toBe(first);
    expect(second.getAttribute('src')).toBe('/api/get_private_image/0123456789abcdef0123456789abcdef.png');

    // The next wait is twice as long; after the last retry a failure stays.
    let shown = second;
    for (let attempt = 1; attempt < PRIVATE_IMAGE_RETRIES; attempt += 1) {
      fireEvent.error(shown);
      act(() => vi.advanceTimersByTime(500 * 2 ** attempt));
      expect(screen.getByRole('img', { name: 'Screenshot 1' })).not.toBe(shown);
      shown = screen.getByRole('img', { name: 'Screenshot 1' });
    }
    fireEvent.error(shown);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('img', { name: 'Screenshot 1' })).toBe(shown);
  });
});
