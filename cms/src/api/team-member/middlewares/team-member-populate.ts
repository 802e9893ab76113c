import { publishedListQuery } from '../../../utils/published-list-query';
import { TEAM_MEMBER_QUERY } from '../query';

/** Team-member reads: photo always populated, published rows only for the public (utils/published-list-query). */
export default () => publishedListQuery(TEAM_MEMBER_QUERY);
