import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedDataHtml } from './handed-data';
import { ServerRenderContext, type ServerRender } from './server-render';
import { useRenderNow } from './use-render-now.hook';

const MINUTE = 60_000;
const renderedAt = Date.UTC(2026, 10, 27, 10, 0, 59);
const lastOnline = renderedAt - 5 * MINUTE - 58_000;

function LastOnline() {
  const now = useRenderNow();
  return <time>{`${Math.floor((now - lastOnline) / MINUTE)} minutes ago`}</time>;
}

const serverRender = { now: renderedAt } as ServerRender;

describe('useRenderNow', () => {
  afterEach(() => vi.useRealTimers());

  it('hydrates with the server’s time, so a text that crossed a minute since still matches, then shows the device’s', async () => {
    const markup = renderToString(
      <ServerRenderContext.Provider value={serverRender}>
        <LastOnline />
      </ServerRenderContext.Provider>,
    );
    expect(markup).toBe('<time>5 minutes ago</time>');
    // The browser hydrates three seconds later: on its own clock the text would read 6 minutes.
    vi.useFakeTimers({ now: renderedAt + 3_000, toFake: ['Date', 'setInterval', 'clearInterval'] });
    document.body.innerHTML = `<div id="root">${markup}</div>${handedDataHtml({ language: 'en', origin: 'http://localhost', renderedAt, loads: {} })}`;
    const mismatches: unknown[] = [];
    const root = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(root, <LastOnline />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(root.textContent).toBe('6 minutes ago');
  });
});
