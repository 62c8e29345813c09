import { StarRating } from '../../../components/star-rating.component';
import type { Testimonial } from '../api/get-testimonials.api';

/** One testimonial; its title is an h3 under a section's h2, or an h2 on a page of testimonials. */
export function TestimonialCard({ testimonial, headingLevel = 3 }: { testimonial: Testimonial; headingLevel?: 2 | 3 }) {
  const { title, author, city, rating, text, image_url: imageUrl } = testimonial;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="testimonial-card">
      <figure className="testimonial-card__figure">
        <StarRating rating={rating} />
        <Heading className="testimonial-card__title">{title}</Heading>
        <blockquote className="testimonial-card__text">
          <p>{text}</p>
        </blockquote>
        <figcaption className="testimonial-card__author">
          {/* The name is right beside the photo, so the photo adds nothing for screen readers. */}
          {imageUrl ? <img className="testimonial-card__photo" src={imageUrl} alt="" width={40} height={40} loading="lazy" /> : null}
          <span>
            <span className="testimonial-card__name">{author}</span>
            {city ? <span className="testimonial-card__city">{city}</span> : null}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
