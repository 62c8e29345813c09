import { LoadFailed } from '../../../components/load-failed.component';
import { useTestimonials, type TestimonialsPhase } from '../hooks/use-testimonials.hook';
import { TestimonialCard } from './testimonial-card.component';
import { TestimonialsSkeleton } from './testimonials-skeleton.component';

const PAGE_SIZE = 6;
const HEADING_ID = 'testimonials-heading';

export function TestimonialsSection() {
  const { items, phase, hasMore, loadNext } = useTestimonials(PAGE_SIZE);

  return (
    <section className="testimonials" aria-labelledby={HEADING_ID} aria-busy={phase === 'loading'}>
      <h2 id={HEADING_ID}>What our customers say</h2>
      {items.length === 0 ? (
        <FirstPage phase={phase} onRetry={loadNext} />
      ) : (
        <>
          <ul className="testimonials__list">
            {items.map((testimonial) => (
              <TestimonialCard key={testimonial.id} testimonial={testimonial} />
            ))}
          </ul>
          <div className="testimonials__more">
            <NextPage phase={phase} hasMore={hasMore} onLoad={loadNext} />
          </div>
        </>
      )}
    </section>
  );
}

function FirstPage({ phase, onRetry }: { phase: TestimonialsPhase; onRetry: () => void }) {
  if (phase === 'loading') return <TestimonialsSkeleton />;
  if (phase === 'error') return <LoadFailed text="We couldn't load testimonials." onRetry={onRetry} />;
  return <p className="testimonials__empty">No testimonials yet</p>;
}

function NextPage({ phase, hasMore, onLoad }: { phase: TestimonialsPhase; hasMore: boolean; onLoad: () => void }) {
  if (phase === 'error') return <LoadFailed text="We couldn't load more testimonials." onRetry={onLoad} />;
  if (phase === 'ready' && !hasMore) return null;
  return (
    <button type="button" className="button button--secondary" onClick={onLoad} disabled={phase === 'loading'}>
      {phase === 'loading' ? 'Loading…' : 'Load more'}
    </button>
  );
}
