import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Partner platforms as neutral text wordmarks (no logo files, no outside hosts). */
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
            textAlign: 'center',
          }}
        >
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.02em' }}>
            {partner}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
