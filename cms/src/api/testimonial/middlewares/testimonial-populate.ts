import { publishedListQuery } from '../../../utils/published-list-query';
import { TESTIMONIAL_QUERY } from '../query';

/** Testimonial reads: photo and case always populated, published rows only for the public (utils/published-list-query). */
export default () => publishedListQuery(TESTIMONIAL_QUERY);
