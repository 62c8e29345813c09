/**
 * The browser the benchmarks drive: Debian's desktop Chromium (installed by
 * scripts/ensure-test-tools.sh), or CHROMIUM_PATH. Not the headless shell the browser tests use:
 * Lighthouse and the first-visit measurements are of the browser people run.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** playwright-core's launch arguments: headless, and nothing of its own on the network. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
