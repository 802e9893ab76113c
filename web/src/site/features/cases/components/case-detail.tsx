import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { ResultsSeriesChart } from '@/shared/ui/charts/results-series-chart';
import { paths } from '@/shared/config/paths';
import { dataAttr } from '@/site/lib/islands/selectors';

import { chartImage, galleryImages, lightboxImages, mainImage } from '../lib/case-images';
import { CASE_PAGE } from '../lib/case-page-selectors';
import type { Case } from '../types';

import { CaseGallery } from './case-gallery';
import { CaseStory } from './case-story';
import { LightboxTrigger } from './lightbox-trigger';

const DETAIL_IMAGE_SIZES = '(min-width: 900px) 850px, 100vw';

/**
 * Everything about one case but its title: platform and segment, client, main image, 'Desafio Inicial', 'Estratégia
 * Aplicada', 'Resultados' (with the chart: drawn from its series, else the chart image), 'Aprendizado', the client's
 * testimonial (composed by the route), 'Galeria de Imagens' and the call to action. The case's own page shows it under its H1; /cases copies this region from that page
 * into its dialog (`CASE_PAGE.body`).
 */
export function CaseDetail({ item, testimonial }: { item: Case; testimonial?: ReactNode }) {
  const main = mainImage(item);
  const chart = chartImage(item);
  const gallery = galleryImages(item);
  const imageSx = {
    borderRadius: 2,
    mt: 2,
    aspectRatio: (image: { width?: number; height?: number }) => `${image.width ?? 3} / ${image.height ?? 2}`,
  };
  // Drawn from the stored series when there is one; the chart image is the fallback of older content.
  const chartTrigger = chart && (
    <LightboxTrigger
      image={chart}
      index={main ? 1 : 0}
      label="Ampliar gráfico de resultados"
      sizes={DETAIL_IMAGE_SIZES}
      sx={{ borderRadius: imageSx.borderRadius, mt: imageSx.mt, aspectRatio: imageSx.aspectRatio(chart) }}
    />
  );
  const resultsExtra = item.results_series ? <ResultsSeriesChart series={item.results_series} /> : chartTrigger;
  return (
    <Box {...dataAttr(CASE_PAGE.body)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        <Chip label={item.platform} color="primary" size="small" />
        <Chip label={item.segment} variant="outlined" size="small" />
        {item.property_type && <Chip label={item.property_type} variant="outlined" size="small" />}
      </Box>
      <Typography color="text.secondary">
        Cliente:{' '}
        <Box component="strong" sx={{ color: 'text.primary' }}>
          {item.client_name}
        </Box>
      </Typography>
      {main && (
        <LightboxTrigger
          image={main}
          index={0}
          label="Ampliar imagem principal"
          sizes={DETAIL_IMAGE_SIZES}
          sx={{ borderRadius: imageSx.borderRadius, mt: imageSx.mt, aspectRatio: imageSx.aspectRatio(main) }}
        />
      )}
      <CaseStory item={item} resultsExtra={resultsExtra} />
      {testimonial}
      {/* The gallery's place in the lightbox set: after the main image and the chart image (lib/case-images.ts). */}
      <CaseGallery images={gallery} firstIndex={lightboxImages(item).length - gallery.length} />
      <Box sx={{ mt: 4 }}>
        <Button href={paths.booking} variant="contained" size="large">
          Quero resultados como esse
        </Button>
      </Box>
    </Box>
  );
}
