import { TestimonialsSection } from '../../features/testimonials/components/testimonials-section.component';

export default function HomePage() {
  return (
    <>
      <title>Nakshatra · Consult verified astrologers</title>
      <section className="hero">
        <h1>Nakshatra</h1>
        <p className="hero__lead">Chat and talk with verified astrologers. Private, confidential and secure.</p>
      </section>
      <TestimonialsSection />
    </>
  );
}
