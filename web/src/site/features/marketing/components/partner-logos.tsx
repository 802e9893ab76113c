import Box from '@mui/material/Box';

import { PartnerWordmark } from './partner-wordmarks';

/** Partner platforms as a calm row of monochrome marks in the secondary text colour (no boxes, no logo files). */
export function PartnerLogos({ partners }: { partners: readonly string[] }) {
  return (
    <Box
      component="ul"
      aria-label="Plataformas parceiras"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        alignItems: 'center',
        justifyItems: 'center',
        rowGap: 4,
        columnGap: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${partners.length}, minmax(0, 1fr))` },
        color: 'text.secondary',
      }}
    >
      {partners.map((partner) => (
        <li key={partner}>
          <PartnerWordmark name={partner} />
        </li>
      ))}
    </Box>
  );
}
