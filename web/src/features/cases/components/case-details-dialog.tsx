import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { chartImage, galleryImages, lightboxImages, lightboxIndexOf, mainImage, type CaseImage } from '../lib/case-images';
import type { Case } from '../types';

import { CaseGallery } from './case-gallery';
import { CasePicture } from './case-picture';
import { CaseStory } from './case-story';
import { ImageLightbox } from './image-lightbox';

const DIALOG_IMAGE_SIZES = '(min-width: 900px) 850px, 100vw';

/** An image that opens the lightbox at itself. */
function ZoomableImage({ image, label, onOpen }: { image: CaseImage; label: string; onOpen: (image: CaseImage) => void }) {
  return (
    <ButtonBase onClick={() => onOpen(image)} aria-label={label} sx={{ display: 'block', width: '100%', borderRadius: 2, overflow: 'hidden', mt: 2 }}>
      <CasePicture image={image} sizes={DIALOG_IMAGE_SIZES} sx={{ height: 'auto', aspectRatio: `${image.width ?? 3} / ${image.height ?? 2}` }} />
    </ButtonBase>
  );
}

/** The body of the dialog for one case; remounted per case so the gallery and lightbox start fresh. */
function CaseDetails({ item, titleId, onClose }: { item: Case; titleId: string; onClose: () => void }) {
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const open = (image: CaseImage) => setLightboxIndex(lightboxIndexOf(item, image.key));
  const main = mainImage(item);
  const chart = chartImage(item);

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7, fontWeight: 700 }}>
        {item.title}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label="Fechar" sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Chip label={item.platform} color="primary" size="small" />
          <Chip label={item.segment} variant="outlined" size="small" />
        </Box>
        <Typography color="text.secondary">
          Cliente: <Box component="strong" sx={{ color: 'text.primary' }}>{item.client_name}</Box>
        </Typography>
        {main && <ZoomableImage image={main} label="Ampliar imagem principal" onOpen={open} />}
        <CaseStory
          item={item}
          resultsExtra={chart && <ZoomableImage image={chart} label="Ampliar gráfico de resultados" onOpen={open} />}
        />
        <CaseGallery images={galleryImages(item)} onOpen={open} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button component={Link} to={paths.booking} variant="contained" size="large">
          Quero resultados como esse
        </Button>
      </DialogActions>
      <ImageLightbox
        images={lightboxImages(item)}
        index={lightboxIndex}
        onIndexChange={setLightboxIndex}
        onClose={() => setLightboxIndex(null)}
        title={item.title}
      />
    </>
  );
}

type Props = { item: Case | null; onClose: () => void };

/** Details of one case in a dialog titled with the case title. */
export function CaseDetailsDialog({ item, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Keep showing the last case while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const current = item ?? shown;

  return (
    <Dialog open={Boolean(item)} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen} scroll="paper">
      {current && <CaseDetails key={current.slug} item={current} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}
