import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

import { describePlace, type MediaLibraryFile } from '@alicerce/domain';
import { ImagePreview } from '@/admin/components/media/image-preview';
import { siteMediaUrl } from '@/shared/lib/media-sources';
import { useToast } from '@/shared/lib/toast';

import { useReplaceMediaFile } from '../api/media-files';

import { formatKilobytes } from '../lib/format-size';

import { FocalPointDialog } from './focal-point-dialog';
import { MediaAltEditor } from './media-alt-editor';

type Props = {
  file: MediaLibraryFile;
  /** Its bulk-selection checkbox (an unused file's), first in the card. */
  select?: ReactNode;
  deleting: boolean;
  onDelete: () => void;
};

/** One file of 'Mídia': thumbnail, name, size, dimensions, alt text (edited in place), where it is used, download, delete. */
export function MediaFileCard({ file, select, deleting, onDelete }: Props) {
  const headingId = `media-file-${file.id}`;
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const replace = useReplaceMediaFile();
  // The URL stays the same after a replace: the thumbnail is asked again past the browser's cache.
  const [replaced, setReplaced] = useState(0);
  const thumbnail = siteMediaUrl(file.thumbnailUrl) + (replaced ? `?v=${replaced}` : '');
  const [focusing, setFocusing] = useState(false);
  // A photo has a focal point (an SVG drawing is never cropped to a sharing image).
  const photo = /^image\/(jpeg|png|webp)$/.test(file.mime);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1.5, sm: 2 } }}
    >
      {select}
      <ImagePreview src={thumbnail} alt={file.alternativeText ?? ''} square />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatKilobytes(file.size)}
          {file.width && file.height ? ` · ${file.width} × ${file.height} px` : ''}
          {file.tooLarge && <Chip component="span" size="small" color="warning" label="Grande demais" sx={{ ml: 1 }} />}
        </Typography>
        <MediaAltEditor file={file} />
        <Box>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
            {file.places.length === 0 ? 'Sem uso' : `Usado em ${file.places.length} ${file.places.length === 1 ? 'lugar' : 'lugares'}`}
          </Typography>
          {file.places.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {file.places.map((place) => (
                <li key={`${place.kind}:${place.path}`}>
                  <Link component={RouterLink} to={place.path} variant="body2">
                    {describePlace(place)}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={siteMediaUrl(file.url)}
          download={file.name}
          aria-label={`Baixar o original de ${file.name}`}
        >
          Baixar
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<SwapHorizIcon />}
          disabled={replace.isPending}
          onClick={() => picker.current?.click()}
          aria-label={`Substituir ${file.name}`}
        >
          Substituir
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          aria-label={`Nova imagem para ${file.name}`}
          onChange={(event) => {
            const [chosen] = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (!chosen) return;
            replace.mutate(
              { id: file.id, file: chosen },
              {
                onSuccess: () => {
                  setReplaced(Date.now());
                  toast.success('Arquivo substituído', 'Mesmo endereço, nova imagem: as páginas que o usam são atualizadas.');
                },
                onError: (error) => toast.error('Não foi possível substituir o arquivo', error.message),
              },
            );
          }}
        />
        {photo && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<CenterFocusStrongIcon />}
            onClick={() => setFocusing(true)}
            aria-label={`Ponto de foco de ${file.name}`}
          >
            Ponto de foco
          </Button>
        )}
        {focusing && <FocalPointDialog file={file} open onClose={() => setFocusing(false)} />}
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          disabled={deleting}
          onClick={onDelete}
          aria-label={`Excluir ${file.name}`}
        >
          Excluir
        </Button>
      </Box>
    </Paper>
  );
}
