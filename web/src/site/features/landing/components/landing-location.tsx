import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { LandingBlockOf } from '@alicerce/domain';

import { LocationMap } from './location-map';

/** Address, a short text and the numbered landmarks with their distances, beside the drawn map that numbers them too. */
export function LandingLocation({ block }: { block: LandingBlockOf<'location'> }) {
  const label = `Mapa ilustrativo, fora de escala: o empreendimento ao centro${block.landmarks.length > 0 ? ` e ${block.landmarks.length} pontos de referência numerados como na lista` : ''}`;
  return (
    <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Typography component="p" sx={{ display: 'flex', gap: 1, fontWeight: 700, mb: 2 }}>
          <PlaceIcon aria-hidden color="secondary" />
          <span>{block.address}</span>
        </Typography>
        {block.text && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {block.text}
          </Typography>
        )}
        {block.landmarks.length > 0 && (
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1 }}>
            {block.landmarks.map((landmark) => (
              <li key={landmark.name}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {landmark.name}
                </Typography>
                <Typography component="span" color="text.secondary">
                  {' '}
                  — {landmark.distance}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LocationMap count={block.landmarks.length} label={label} />
      </Grid>
    </Grid>
  );
}
