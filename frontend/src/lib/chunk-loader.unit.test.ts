import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RETRY_DELAYS_MS, chunkLoader } from './chunk-loader';

const dropped = () => new TypeError('Failed to fetch dynamically imported module');

/** A download that fails the first `failures` times, then gives `value`. */
function flakyDownload(failures: number, value = 'chunk') {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw dropped();
    return value;
  });
}

describe('chunkLoader', () => {
  it('downloads once for every caller while the download is under way and after it', async () => {
    const download = flakyDownload(0);
    const load = chunkLoader(download);

    await expect(Promise.all([load(), load()])).resolves.toEqual(['chunk', 'chunk']);
    await expect(load()).resolves.toBe('chunk');

    expect(download).toHaveBeenCalledTimes(1);
  });

  it('tries again after 0.5 s and then 2 s, and gives the chunk when a later try gets it', async () => {
    vi.useFakeTimers();
    const download = flakyDownload(2);
    const loading = chunkLoader(download)();

    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[0] - 1);
    expect(download).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(download).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAYS_MS[1]);

    await expect(loading).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(3);
    expect(CHUNK_RETRY_DELAYS_MS).toEqual([500, 2_000]);
  });

  it('fails after three tries, and the next call starts afresh instead of repeating the failure', async () => {
    const download = flakyDownload(3);
    const load = chunkLoader(download, [0, 0]);

    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(download).toHaveBeenCalledTimes(3);

    await expect(load()).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(4);
  });
});
