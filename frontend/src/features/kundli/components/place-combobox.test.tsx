import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { placeAnswers } from '../testing/kundli-api-fakes';
import { VELLORE, VELLORE_CANTONMENT, VELLUR } from '../testing/kundli-fixtures';

// The birth-place box as WAI-ARIA's "combobox with list autocomplete": focus stays in the box,
// the list is named by aria-controls, the highlighted option by aria-activedescendant.

beforeAll(() => import('../../../app/routes/free-kundli.page'));

function open(answers: Record<string, Responder> = placeAnswers('Vellore', [VELLORE, VELLORE_CANTONMENT, VELLUR])) {
  const rendered = renderApp('/free-kundli', answers);
  return { ...rendered, user: userEvent.setup() };
}

const box = () => screen.getByRole('combobox', { name: 'Place of birth' }) as HTMLInputElement;
const activeOption = () => document.getElementById(box().getAttribute('aria-activedescendant') ?? '');

async function typePlace(user: ReturnType<typeof userEvent.setup>, text = 'Vellore') {
  await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
  await user.type(box(), text);
  return screen.findByRole('listbox', { name: 'Places' });
}

describe('the birth-place combobox', () => {
  it('searches once the typing pauses, lists the places by name, state and country, and says how many', async () => {
    const { user, requests } = open();
    const list = await typePlace(user);

    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Vellore, Tamil Nadu, India',
      'Vellore Cantonment, Tamil Nadu, India',
      'Vellur, Kerala, India',
    ]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getByText('3 places found. Use the up and down arrow keys to choose one.')).toBeTruthy();
    // Debounced: not one request per keystroke.
    const searches = requests.filter((request) => request.url.pathname.startsWith('/api/get_suggest/'));
    expect(searches.length).toBeLessThan('Vellore'.length - 1);
    expect(searches.at(-1)?.url.searchParams.get('limit')).toBe('8');
  });

  it('moves through the options with the arrow keys, wrapping round, and chooses with Enter without submitting', async () => {
    const { user, requests } = open();
    await typePlace(user);

    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Vellore, Tamil Nadu, India');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Vellur, Kerala, India');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toBe('Vellore, Tamil Nadu, India');
    await user.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toBe('Vellur, Kerala, India');
    expect(document.activeElement).toBe(box());

    await user.keyboard('{ArrowUp}{Enter}');
    expect(box().value).toBe('Vellore Cantonment, Tamil Nadu, India');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByText('12°55′N 79°08′E, time zone Asia/Kolkata')).toBeTruthy();
    // Enter chose a place; it did not submit the form.
    expect(screen.queryByRole('heading', { name: /Please correct/ })).toBeNull();
    expect(requests.some((request) => request.url.pathname === '/api/calculate_kundli')).toBe(false);
  });

  it('closes the list with Escape and opens it again with the down arrow', async () => {
    const { user } = open();
    await typePlace(user);

    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('Vellore');
    await user.keyboard('{ArrowDown}');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(activeOption()?.textContent).toBe('Vellore, Tamil Nadu, India');
  });

  it('chooses a place with a click, and searches again when the text is changed', async () => {
    const { user, requests } = open();
    await typePlace(user);
    await user.click(screen.getByRole('option', { name: 'Vellur, Kerala, India' }));
    expect(box().value).toBe('Vellur, Kerala, India');
    const before = requests.length;

    await user.clear(box());
    await user.type(box(), 'Vell');
    await waitFor(() => expect(requests.at(-1)?.url.pathname).toBe('/api/get_suggest/Vell'));
    expect(requests.length).toBeGreaterThan(before);
    expect(await screen.findByRole('option', { name: 'Vellore, Tamil Nadu, India' })).toBeTruthy();
    expect(screen.queryByText(/time zone Asia\/Kolkata/)).toBeNull();
  });

  it('says when nothing matches, or the search fails', async () => {
    const { user } = open({ ...placeAnswers('Xyzzy', []), ...Object.fromEntries(Object.keys(placeAnswers('Vellore', [])).map((key) => [key, () => jsonResponse(500, {})])) });
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await user.type(box(), 'Xyzzy');
    expect(await screen.findByText('No place found by that name. Try the nearest city or town.')).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('false');

    await user.clear(box());
    await user.type(box(), 'Vellore');
    expect(await screen.findByText("We couldn't search for places just now. Please try again in a moment.")).toBeTruthy();
  });

  it('announces the search while it runs', async () => {
    const { user } = open(Object.fromEntries(Object.keys(placeAnswers('Vellore', [])).map((key) => [key, pending])));
    await screen.findByRole('heading', { level: 1, name: 'Free Kundli' });
    await user.type(box(), 'Vellore');
    await waitFor(() => expect(screen.getByText('Searching places…')).toBeTruthy());
  });
});
