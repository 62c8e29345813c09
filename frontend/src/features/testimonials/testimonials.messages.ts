import { defineMessages } from '../../lib/i18n/messages';

export const testimonialsMessages = defineMessages({ noTestimonials: 'No testimonials yet' }, { noTestimonials: 'अभी कोई प्रशंसापत्र नहीं' });
