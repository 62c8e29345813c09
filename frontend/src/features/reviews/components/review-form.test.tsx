import { fieldError } from '@nakshatra/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { inTurn } from '../../astrologers/testing/astrologer-fixtures';
import { ReviewForm } from '../index';
import { renderWithApi, review } from '../testing/review-fixtures';

describe('review form', () => {
  it('rates with the keyboard, sends the rating and comment, and reports the recorded review', async () => {
    const onDone = vi.fn();
    const recorded = review(1, { rating: 4, comment: 'Very kind' });
    const { requests } = renderWithApi(<ReviewForm sessionId="s1" onDone={onDone} />, () => jsonResponse(201, { status: 201, data: recorded }));
    const user = userEvent.setup();
    // user-event walks a radio group with CSS.escape, which jsdom lacks.
    if (!globalThis.CSS?.escape) vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) });

    const stars = screen.getByRole('group', { name: 'Your rating' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(stars).toBeTruthy();
    await user.type(screen.getByLabelText('Your review (optional)'), 'Very kind');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your review has been recorded.');
    expect(requests[0]!.url.pathname).toBe('/api/create_review');
    expect(requests[0]!.body).toEqual({ session_id: 's1', rating: 4, comment: 'Very kind' });
    expect(onDone).toHaveBeenCalledWith(recorded);
  });

  it('asks for a rating before sending anything', async () => {
    const { requests } = renderWithApi(<ReviewForm sessionId="s1" />, () => jsonResponse(500, {}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("shows a field's refusal (400) under the field and a 409 worded from its code", async () => {
    renderWithApi(
      <ReviewForm sessionId="s1" />,
      inTurn(
        () => jsonResponse(400, { status: 400, code: 'request.invalid', message: 'comment: must be at most 1000 characters', errors: [fieldError('comment', 'field.too_long', { maximum: 1000 })] }),
        () => jsonResponse(409, { status: 409, code: 'review.already_reviewed', message: 'You have already reviewed this consultation.' }),
      ),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('must be at most 1000 characters')).toBeTruthy();
    expect(screen.getByLabelText('Your review (optional)').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have already reviewed this consultation.');
  });
});
