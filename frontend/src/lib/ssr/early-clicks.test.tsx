import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedDataHtml } from './handed-data';

/** A server-rendered form whose button does something only once React has hydrated it. */
function AskForm({ adopt }: { adopt?: React.ComponentType }) {
  const [name, setName] = useState('');
  const [asked, setAsked] = useState<string[]>([]);
  const Adopt = adopt;
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setAsked([...asked, name]);
        }}
      >
        <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit">Ask</button>
      </form>
      <output>{JSON.stringify(asked)}</output>
      {Adopt ? <Adopt /> : null}
    </>
  );
}

let releaseLast: ((target: Document) => unknown) | undefined;

/** Modules afresh: what is held, and whether the page was adopted, lives in them. */
async function freshModules() {
  vi.resetModules();
  const clicks = await import('./early-clicks');
  releaseLast = clicks.releaseEarlyClicks;
  const { AdoptEarlyInput } = await import('./adopt-early-input.component');
  return { ...clicks, AdoptEarlyInput };
}

/** The server's markup, the data it hands over, and a note of every native submit (a page load without the app). */
function serverRendered(): { root: HTMLElement; nativeSubmits: () => number } {
  document.body.innerHTML = `<div id="page"><div id="root">${renderToString(<AskForm />)}</div></div>${handedDataHtml({ language: 'en', origin: 'http://localhost', renderedAt: Date.now(), loads: {} })}`;
  let submits = 0;
  const root = document.getElementById('root')!;
  // Around React's root, so it hears a submit after React has had it.
  document.getElementById('page')!.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) submits += 1;
    event.preventDefault();
  });
  return { root, nativeSubmits: () => submits };
}

const asked = (root: HTMLElement) => JSON.parse(root.querySelector('output')!.textContent!) as string[];

function typeAndAsk(root: HTMLElement, name: string) {
  root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value = name;
  root.querySelector('button')!.click();
}

describe('early clicks', () => {
  afterEach(() => {
    // A test that failed may have left its document holding clicks.
    releaseLast?.(document);
    document.body.innerHTML = '';
  });

  it('without holding, a click before hydration is lost, or posts the form natively (the bug it mends)', async () => {
    const { AdoptEarlyInput } = await freshModules();
    const { root, nativeSubmits } = serverRendered();
    typeAndAsk(root, 'Asha');
    await act(async () => {
      hydrateRoot(root, <AskForm adopt={AdoptEarlyInput} />);
    });
    await vi.waitFor(() => expect(root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value).toBe('Asha'));
    expect(nativeSubmits()).toBe(1);
    expect(asked(root)).toEqual([]);
  });

  it('holds a button clicked before hydration and clicks it once the page has hydrated, after what was typed', async () => {
    const { AdoptEarlyInput, holdEarlyClicks } = await freshModules();
    const { root, nativeSubmits } = serverRendered();
    holdEarlyClicks(document);
    typeAndAsk(root, 'Asha');
    expect(nativeSubmits()).toBe(0);
    await act(async () => {
      hydrateRoot(root, <AskForm adopt={AdoptEarlyInput} />);
    });
    await vi.waitFor(() => expect(asked(root)).toEqual(['Asha']), { timeout: 10_000 });
    expect(nativeSubmits()).toBe(0);
  });

  it('stops holding once released: later clicks reach the page at once', async () => {
    const { holdEarlyClicks, releaseEarlyClicks } = await freshModules();
    const { root } = serverRendered();
    holdEarlyClicks(document);
    root.querySelector('button')!.click();
    const replays = releaseEarlyClicks(document);
    expect(replays).toHaveLength(1);
    let clicks = 0;
    root.querySelector('button')!.addEventListener('click', () => (clicks += 1));
    root.querySelector('button')!.click();
    expect(clicks).toBe(1);
    expect(releaseEarlyClicks(document)).toEqual([]);
  });

  it('leaves links and disabled buttons alone, and does not click again a button that was disabled or removed meanwhile', async () => {
    const { holdEarlyClicks, releaseEarlyClicks } = await freshModules();
    document.body.innerHTML = '<a href="#next">Next</a><button type="button" disabled>Busy</button><button type="button">Chat</button><button type="button">Call</button>';
    const enabled = document.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    const chat = enabled.item(0);
    const call = enabled.item(1);
    let linkFollowed = false;
    document.querySelector('a')!.addEventListener('click', (event) => (linkFollowed = !event.defaultPrevented));
    holdEarlyClicks(document);
    document.querySelector('a')!.click();
    document.querySelector<HTMLButtonElement>('button:disabled')!.click();
    chat.click();
    call.click();
    expect(linkFollowed).toBe(true);
    const clicked: string[] = [];
    for (const button of [chat, call]) button.addEventListener('click', () => clicked.push(button.textContent!));
    chat.disabled = true;
    const replays = releaseEarlyClicks(document);
    expect(replays).toHaveLength(2);
    call.remove();
    for (const replay of replays) replay();
    expect(clicked).toEqual([]);
  });
});
