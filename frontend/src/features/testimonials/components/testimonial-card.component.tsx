import { StarRating } from '../../../components/star-rating.component';
import type { Testimonial } from '../api/get-testimonials.api';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { title, author, city, rating, text, image_url: imageUrl } = testimonial;
  return (
    <li className="testimonial-card">
      <figure className="testimonial-card__figure">
        <StarRating rating={rating} />
        <h3 className="testimonial-card__title">{title}</h3>
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
