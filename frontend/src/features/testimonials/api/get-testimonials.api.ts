import type { ContentItemOf } from '@nakshatra/contracts';
import { callApi } from '../../../lib/api-client';

/** A testimonial as the query side serves it (the `testimonial` content family). */
export type Testimonial = ContentItemOf<'testimonial'>;

export interface TestimonialsPage {
  readonly page: number;
  readonly limit: number;
}

export const getTestimonials = ({ page, limit }: TestimonialsPage, signal?: AbortSignal) => callApi('get_testimonial', { query: { page, limit }, ...(signal ? { signal } : {}) });
