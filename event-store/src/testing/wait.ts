/**
 * A deliberate wait of `ms`, for tests that show nothing happens meanwhile (no delivery, no second
 * call). Waiting for something to happen is expect.poll's or vi.waitFor's job, never a pause.
 */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
