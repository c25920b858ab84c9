import { Carousel } from '@tate/ui';
import type { Testimonial } from '../cms/content.server';
import { PageSection } from '../layout/PageSection';

type Props = { heading: string; testimonials: Testimonial[] };

/** One testimonial per slide, arrows wrap around; rendered only when testimonials exist. */
export function TestimonialCarousel({ heading, testimonials }: Props) {
  if (testimonials.length === 0) return null;
  return (
    <PageSection headingId="testimonials-heading" heading={heading} className="testimonials">
      <Carousel label="Testimonials" showIndicators={false}>
        {testimonials.map((testimonial) => (
          <figure key={testimonial.id} className="testimonial">
            <blockquote>
              <p className="testimonial__title">{testimonial.title}</p>
              <p>{testimonial.message}</p>
            </blockquote>
            <figcaption>
              <span className="testimonial__name">{testimonial.name}</span>
              {testimonial.designation ? <span className="testimonial__designation">{testimonial.designation}</span> : null}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </PageSection>
  );
}
