import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { earlyInputReplays } from './early-input';
import { handedDataHtml } from './handed-data';

/** Hands every early value over now; answers how many. */
function adoptEarlyInput(root: ParentNode): number {
  const replays = earlyInputReplays(root);
  for (const replay of replays) replay();
  return replays.length;
}

const EMPTY = { name: '', gender: '', knowsTime: true, chart: 'north', note: '' };

/**
 * A form as the app writes them: one state object, each field's change written over the values of
 * the render it came from. `adopt` renders the component that hands over early input, as PageOutlet does.
 */
function BirthForm({ adopt }: { adopt?: React.ComponentType }) {
  const [form, setForm] = useState(EMPTY);
  const [renders, setRenders] = useState(0);
  const set = (patch: Partial<typeof EMPTY>) => setForm({ ...form, ...patch });
  const Adopt = adopt;
  return (
    <form>
      <input aria-label="Name" value={form.name} onChange={(event) => set({ name: event.target.value })} />
      {['male', 'female'].map((value) => (
        <input key={value} type="radio" name="gender" aria-label={value} value={value} checked={form.gender === value} onChange={() => set({ gender: value })} />
      ))}
      <input type="checkbox" aria-label="I know the time" checked={form.knowsTime} onChange={(event) => set({ knowsTime: event.target.checked })} />
      <select aria-label="Chart" value={form.chart} onChange={(event) => set({ chart: event.target.value })}>
        <option value="north">North</option>
        <option value="south">South</option>
      </select>
      <textarea aria-label="Note" value={form.note} onChange={(event) => set({ note: event.target.value })} />
      <output>{JSON.stringify(form)}</output>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
      {Adopt ? <Adopt /> : null}
    </form>
  );
}

const TYPED = { name: 'Asha', gender: 'female', knowsTime: false, chart: 'south', note: 'Born at dawn' };

/** The server's markup (with the data a server render hands over), then what a visitor does to it before the code has loaded. */
async function typedBeforeHydration(adopt?: React.ComponentType): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="root">${renderToString(<BirthForm />)}</div>${handedDataHtml({ language: 'en', origin: 'http://localhost', renderedAt: Date.now(), loads: {} })}`;
  const root = document.getElementById('root')!;
  root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value = TYPED.name;
  root.querySelector<HTMLInputElement>('[aria-label="female"]')!.checked = true;
  root.querySelector<HTMLInputElement>('[aria-label="I know the time"]')!.checked = false;
  root.querySelector<HTMLSelectElement>('[aria-label="Chart"]')!.value = TYPED.chart;
  root.querySelector<HTMLTextAreaElement>('[aria-label="Note"]')!.value = TYPED.note;
  await act(async () => {
    hydrateRoot(root, <BirthForm adopt={adopt} />);
  });
  return root;
}

const renderAgain = (root: HTMLElement) => act(() => root.querySelector('button')!.click());
const state = (root: HTMLElement) => JSON.parse(root.querySelector('output')!.textContent!) as typeof EMPTY;

describe('earlyInputReplays', () => {
  it('without it, the next render wipes what was typed before hydration (the bug it mends)', async () => {
    const root = await typedBeforeHydration();
    await renderAgain(root);
    expect(root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value).toBe('');
    expect(state(root)).toEqual(EMPTY);
  });

  it('hands React every typed, chosen and ticked value, which then survives the next render', async () => {
    const root = await typedBeforeHydration();
    let adopted = 0;
    await act(() => {
      adopted = adoptEarlyInput(root);
    });
    expect(adopted).toBe(5);
    expect(state(root)).toEqual(TYPED);
    await renderAgain(root);
    expect(root.querySelector<HTMLInputElement>('[aria-label="Name"]')!.value).toBe('Asha');
    expect(root.querySelector<HTMLInputElement>('[aria-label="female"]')!.checked).toBe(true);
  });

  it('leaves alone a page nobody typed into', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<BirthForm />)}</div>`;
    const root = document.getElementById('root')!;
    await act(async () => {
      hydrateRoot(root, <BirthForm />);
    });
    expect(adoptEarlyInput(root)).toBe(0);
    expect(state(root)).toEqual(EMPTY);
  });

  it('is done by AdoptEarlyInput once the page has hydrated, each field rendered before the next is handed over', async () => {
    vi.resetModules();
    const { AdoptEarlyInput } = await import('./adopt-early-input.component');
    const root = await typedBeforeHydration(AdoptEarlyInput);
    await vi.waitFor(() => expect(state(root)).toEqual(TYPED), { timeout: 10_000 });
    await renderAgain(root);
    expect(state(root)).toEqual(TYPED);
  });
});
