import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { TeamMember } from '../types';

import { paintWhenNear } from '@/site/components/ui/paint-when-near';
import { Portrait } from './portrait';

/** The agency's people: face, name, job title and a short bio each, four across on a wide screen, aligned, unboxed. */
export function TeamGrid({ members }: { members: TeamMember[] }) {
  if (members.length === 0) return null;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 4, md: 5 },
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(members.length, 4)}, minmax(0, 1fr))` },
        ...paintWhenNear(520),
      }}
    >
      {members.map((member) => (
        <Box
          component="li"
          key={member.documentId}
          sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, gap: 2, alignItems: 'flex-start' }}
        >
          <Portrait image={member.photo} name={member.name} size={96} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 0.25 }}>
              {member.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'secondary.main', fontWeight: 700, mb: 1 }}>
              {member.job_title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {member.bio}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
