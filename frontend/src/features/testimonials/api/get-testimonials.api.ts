import type { ContentItem } from '@nakshatra/contracts';
import { callApi, type ApiResult } from '../../../lib/api-client';

/** A testimonial as the query side serves it (the fields of the `testimonial` content family). */
export interface Testimonial extends ContentItem {
  readonly author: string;
  readonly city?: string;
  readonly rating: number;
  readonly text: string;
  readonly image_url?: string;
}

export interface TestimonialsPage {
  readonly page: number;
  readonly limit: number;
}

export const getTestimonials = ({ page, limit }: TestimonialsPage, signal?: AbortSignal): Promise<ApiResult<Testimonial[]>> =>
  callApi<Testimonial[]>('get_testimonial', { query: { page, limit }, ...(signal ? { signal } : {}) });
