import Box from '@mui/material/Box';

import { dataAttr } from '@/site/lib/islands/selectors';

import { CASES } from '../lib/cases-selectors';
import type { Case } from '../types';

import { CaseCard } from './case-card';

/**
 * The list of cases: 1 column on small screens, 2 on medium, 3 on large. Each item says its platform and property
 * type, so the filters (cases-island.ts) show and hide them without re-rendering anything.
 */
export function CaseGrid({ cases }: { cases: Case[] }) {
  return (
    <Box
      component="ul"
      aria-label="Cases"
      {...dataAttr(CASES.grid)}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {cases.map((item, index) => (
        <Box
          component="li"
          key={item.documentId}
          {...dataAttr(CASES.platform, item.platform)}
          {...dataAttr(CASES.propertyType, item.property_type ?? '')}
          sx={{ minWidth: 0 }}
        >
          <CaseCard item={item} eager={index === 0} />
        </Box>
      ))}
    </Box>
  );
}
