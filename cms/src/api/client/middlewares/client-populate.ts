import { publishedListQuery } from '../../../utils/published-list-query';
import { CLIENT_QUERY } from '../query';

/** Client reads: logo always populated, published rows only for the public (utils/published-list-query). */
export default () => publishedListQuery(CLIENT_QUERY);
