import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';

import { CENTRE, OG_IMAGE, type FocalPoint, type MediaLibraryFile } from '@alicerce/domain';
import { siteMediaUrl } from '@/shared/lib/media-sources';
import { useToast } from '@/shared/lib/toast';

import { useUpdateFocalPoint } from '../api/media-files';

/** The crops the site shows of a photo, previewed as the site cuts them (object-fit: cover at the point). */
const CROPS = [
  { label: 'Card de case e galeria (3:2)', ratio: '3 / 2' },
  { label: 'Card do blog (16:9)', ratio: '16 / 9' },
  { label: 'Foto de depoimento (redonda)', ratio: '1', round: true },
  { label: `Compartilhamento (${OG_IMAGE.width}×${OG_IMAGE.height})`, ratio: `${OG_IMAGE.width} / ${OG_IMAGE.height}` },
] as const;

/** The two sliders: the same point, for keyboard and screen-reader users. */
const AXES = [
  { axis: 'x', label: (value: number) => `Horizontal: ${value}% da esquerda` },
  { axis: 'y', label: (value: number) => `Vertical: ${value}% do topo` },
] as const;

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

type Props = { file: MediaLibraryFile; open: boolean; onClose: () => void };

/**
 * 'Ponto de foco': the editor clicks the subject of the photo (or moves the two sliders, by keyboard too) and sees the
 * site's crops follow it; saved, every crop of the site and the 1200×630 sharing image keep that point in frame.
 */
export function FocalPointDialog({ file, open, onClose }: Props) {
  const toast = useToast();
  const update = useUpdateFocalPoint();
  const [point, setPoint] = useState<FocalPoint>(file.focalPoint ?? CENTRE);
  const src = siteMediaUrl(file.previewUrl);
  const position = `${point.x}% ${point.y}%`;
  const stored = file.focalPoint ?? CENTRE;
  const changed = point.x !== stored.x || point.y !== stored.y;

  const pick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setPoint({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const save = () =>
    update.mutate(
      { id: file.id, focalPoint: point },
      {
        onSuccess: () => {
          toast.success('Ponto de foco salvo', 'Os recortes do site e a imagem de compartilhamento seguem o novo ponto.');
          onClose();
        },
        onError: (error) => toast.error('Não foi possível salvar o ponto de foco', error.message),
      },
    );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={`focal-title-${file.id}`}>
      <DialogTitle id={`focal-title-${file.id}`}>Ponto de foco — {file.name}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Clique no assunto principal da foto (ou use os controles abaixo). Todos os recortes do site mantêm esse ponto à vista.
        </Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
          <Box>
            <Box onClick={pick} data-testid="focal-point-picture" sx={{ position: 'relative', cursor: 'crosshair', lineHeight: 0 }}>
              <Box component="img" src={src} alt={file.alternativeText ?? ''} sx={{ width: '100%', height: 'auto', borderRadius: 1 }} />
              <Box
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  left: `${point.x}%`,
                  top: `${point.y}%`,
                  width: 28,
                  height: 28,
                  transform: 'translate(-50%, -50%)',
                  borderRadius: '50%',
                  border: '3px solid #fff',
                  boxShadow: '0 0 0 2px rgba(0,0,0,.7)',
                  pointerEvents: 'none',
                }}
              />
            </Box>
            <Box sx={{ mt: 2, px: 1 }}>
              {AXES.map(({ axis, label }) => (
                <Box key={axis}>
                  <Typography id={`focal-${axis}-${file.id}`} variant="body2">
                    {label(point[axis])}
                  </Typography>
                  <Slider
                    value={point[axis]}
                    onChange={(_, value) => setPoint((current) => ({ ...current, [axis]: value as number }))}
                    aria-labelledby={`focal-${axis}-${file.id}`}
                    min={0}
                    max={100}
                  />
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            component="ul"
            aria-label="Como o site recorta esta foto"
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'end' }}
          >
            {CROPS.map((crop) => (
              <Box component="li" key={crop.label}>
                <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
                  {crop.label}
                </Typography>
                <Box
                  component="img"
                  src={src}
                  alt=""
                  data-crop={crop.label}
                  sx={{
                    display: 'block',
                    width: 'round' in crop ? 96 : '100%',
                    aspectRatio: crop.ratio,
                    objectFit: 'cover',
                    objectPosition: position,
                    borderRadius: 'round' in crop ? '50%' : 1,
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              </Box>
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => setPoint(CENTRE)} disabled={point.x === CENTRE.x && point.y === CENTRE.y}>
          Centralizar
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={!changed || update.isPending}>
          Salvar ponto de foco
        </Button>
      </DialogActions>
    </Dialog>
  );
}
