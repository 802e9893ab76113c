import Box from '@mui/material/Box';

import { PartnerWordmark } from './partner-wordmarks';

/** Partner platforms as monochrome SVG wordmarks drawn in the page (no logo files, no outside hosts). */
export function PartnerLogos({ partners }: { partners: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${partners.length}, 1fr)` },
      }}
    >
      {partners.map((partner) => (
        <Box
          component="li"
          key={partner}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 3,
            bgcolor: 'background.paper',
            py: 3,
            px: 2,
            display: 'flex',
            justifyContent: 'center',
            color: 'text.secondary',
          }}
        >
          <PartnerWordmark name={partner} />
        </Box>
      ))}
    </Box>
  );
}
