import { clientInputSchema, clientPatchSchema } from '@alicerce/domain';
import { proofController } from '../../../utils/proof-controller';
import { CLIENT_QUERY } from '../query';

export default proofController('api::client.client', {
  input: clientInputSchema,
  patch: clientPatchSchema,
  media: ['logo'],
  populate: CLIENT_QUERY.populate,
  notFound: 'Cliente não encontrado',
});
