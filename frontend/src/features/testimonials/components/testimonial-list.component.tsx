import { EmptyState } from '../../../components/empty-state.component';
import { useMessages } from '../../../lib/i18n/messages';
import type { Testimonial } from '../api/get-testimonials.api';
import { testimonialsMessages } from '../testimonials.messages';
import { TestimonialCard } from './testimonial-card.component';

/** Testimonials as cards (one column, two from 768 px, three from 992 px), or the empty state. The caller loads them. */
export function TestimonialList({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useMessages(testimonialsMessages);
  if (testimonials.length === 0) return <EmptyState title={t.noTestimonials} />;
  return (
    <ul className="testimonials__list">
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </ul>
  );
}
