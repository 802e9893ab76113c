import Typography from '@mui/material/Typography';

import { CLIENTS, TEAM, TESTIMONIALS } from '../lib/proof-resources';
import type { AdminClient, AdminTeamMember, AdminTestimonial } from '../types';

import { ProofListScreen } from './proof-list-screen';
import { ProofThumbnail } from './proof-thumbnail';

/** `hrefOf('novo')`: a new item's editor; `hrefOf(documentId)`: that item's. */
type ListProps = { hrefOf: (item: string) => string };

const clamp = { mt: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/** 'Depoimentos': who said it, at which company, for which case, the quote in two lines; the home's featured ones marked. */
export function TestimonialsScreen({ hrefOf }: ListProps) {
  return (
    <ProofListScreen<AdminTestimonial>
      resource={TESTIMONIALS}
      title={(item) => item.author_name}
      thumbnail={(item) => <ProofThumbnail file={item.photo} shape="face" />}
      details={(item) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {item.author_role}, {item.company}
            {item.case ? ` · Case: ${item.case.title}` : ''}
            {item.featured ? ' · Destaque na página inicial' : ''}
          </Typography>
          <Typography variant="body2" sx={clamp}>
            {item.quote}
          </Typography>
        </>
      )}
      hrefOf={hrefOf}
    />
  );
}

/** 'Clientes': the logo as the strip shows it, the name and the site's address. */
export function ClientsScreen({ hrefOf }: ListProps) {
  return (
    <ProofListScreen<AdminClient>
      resource={CLIENTS}
      title={(item) => item.name}
      thumbnail={(item) => <ProofThumbnail file={item.logo} shape="logo" />}
      details={(item) => (
        <Typography variant="body2" color="text.secondary">
          {item.website_url ?? 'Sem site'} · Ordem {item.display_order}
        </Typography>
      )}
      hrefOf={hrefOf}
    />
  );
}

/** 'Time': the agency's people as /servicos shows them. */
export function TeamScreen({ hrefOf }: ListProps) {
  return (
    <ProofListScreen<AdminTeamMember>
      resource={TEAM}
      title={(item) => item.name}
      thumbnail={(item) => <ProofThumbnail file={item.photo} shape="face" />}
      details={(item) => (
        <>
          <Typography variant="body2" color="text.secondary">
            {item.job_title}
          </Typography>
          <Typography variant="body2" sx={clamp}>
            {item.bio}
          </Typography>
        </>
      )}
      hrefOf={hrefOf}
    />
  );
}
