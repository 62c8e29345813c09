import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@nakshatra/event-store';

/** Content events as the command service writes them, for projection tests and benchmarks. */
const metadata = (at: Date): NewEvent['metadata'] => ({
  correlationId: randomUUID(),
  causationId: randomUUID(),
  actor: { id: 'admin-1', role: 'admin' },
  occurredAt: at.toISOString(),
  schemaVersion: 1,
});

export function testimonialCreated(id: string, index: number, at = new Date(Date.UTC(2026, 0, 1, 0, 0, index))): NewEvent {
  return {
    id: randomUUID(),
    type: 'TestimonialCreated',
    data: { id, family: 'testimonial', fields: { title: `Testimonial ${index}`, slug: `testimonial-${index}`, status: 'published', sort_order: index % 7, author: `Author ${index}`, rating: (index % 5) + 1, text: `Text ${index}` } },
    metadata: metadata(at),
  };
}

export function testimonialUpdated(id: string, changes: Record<string, unknown>, at = new Date(Date.UTC(2026, 1, 1))): NewEvent {
  return { id: randomUUID(), type: 'TestimonialUpdated', data: { id, family: 'testimonial', changes }, metadata: metadata(at) };
}

export function testimonialDeleted(id: string, at = new Date(Date.UTC(2026, 2, 1))): NewEvent {
  return { id: randomUUID(), type: 'TestimonialDeleted', data: { id, family: 'testimonial' }, metadata: metadata(at) };
}
