import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../api/get-testimonials.api';
import { TestimonialList } from './testimonial-list.component';

function testimonial(n: number, fields: Partial<Testimonial> = {}): Testimonial {
  return {
    id: `t${n}`,
    family: 'testimonial',
    title: `Title ${n}`,
    slug: `title-${n}`,
    status: 'published',
    sort_order: n,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    author: `Author ${n}`,
    rating: 5,
    text: `Text ${n}`,
    ...fields,
  };
}

describe('TestimonialList', () => {
  it('says so when there are no testimonials', () => {
    render(<TestimonialList testimonials={[]} />);

    expect(screen.getByText('No testimonials yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says so in Hindi when the visitor chose it', () => {
    window.localStorage.setItem('language', 'hi');
    render(<TestimonialList testimonials={[]} />);

    expect(screen.getByText('अभी कोई प्रशंसापत्र नहीं')).toBeTruthy();
  });

  it('shows each testimonial with its rating, title, text, author and city, photo left to the name', () => {
    render(<TestimonialList testimonials={[testimonial(1, { rating: 4, city: 'Varanasi', image_url: '/uploads/a.png' }), testimonial(2, { rating: 2 })]} />);

    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first!).getByRole('heading', { name: 'Title 1' })).toBeTruthy();
    expect(within(first!).getByText('Text 1')).toBeTruthy();
    expect(within(first!).getByText('Author 1')).toBeTruthy();
    expect(within(first!).getByText('Varanasi')).toBeTruthy();
    // The photo is decorative: the name beside it says who it is.
    expect(first!.querySelector('img[src="/uploads/a.png"]')?.getAttribute('alt')).toBe('');
    expect(within(second!).getByRole('img', { name: 'Rated 2 out of 5' })).toBeTruthy();
  });
});
