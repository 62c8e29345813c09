/** A one-line progress bar on stderr: done/total, percent and rate. */
export function createProgressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const started = process.hrtime.bigint();
  let done = 0;
  const rate = () => done / Math.max(Number(process.hrtime.bigint() - started) / 1e9, 1e-9);
  const render = () => {
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    const width = 30;
    const filled = Math.round(fraction * width);
    const line = `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(fraction * 100).toFixed(0).padStart(3)}% ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')} events  ${Math.round(rate()).toLocaleString('en-IN')} events/s`;
    stream.write(stream.isTTY ? `\r${line}` : `${line}\n`);
  };
  return {
    advance(count: number) {
      done += count;
      render();
    },
    finish(): { events: number; seconds: number; eventsPerSecond: number } {
      render();
      if (stream.isTTY) stream.write('\n');
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      return { events: done, seconds, eventsPerSecond: rate() };
    },
  };
}
