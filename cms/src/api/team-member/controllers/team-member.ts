import { teamMemberInputSchema, teamMemberPatchSchema } from '@alicerce/domain';
import { proofController } from '../../../utils/proof-controller';
import { TEAM_MEMBER_QUERY } from '../query';

export default proofController('api::team-member.team-member', {
  input: teamMemberInputSchema,
  patch: teamMemberPatchSchema,
  media: ['photo'],
  populate: TEAM_MEMBER_QUERY.populate,
  notFound: 'Pessoa não encontrada',
});
