import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';

import { ListPagination } from '@/admin/components/list-pagination';
import { SearchField } from '@/admin/components/search-field';

import { mediaLibraryQuery, type MediaLibraryQuery } from './get-media-library';
import type { MediaFile } from './media-file';

import { MediaLibraryItem } from './media-library-item';

const SEARCH_DELAY_MS = 300;

type Props = {
  /** The slot being filled ('Imagem principal', 'Galeria'), in the title. */
  slot: string;
  /** The gallery: several images are picked, then added with 'Adicionar'. Otherwise a click chooses one. */
  multiple?: boolean;
  onClose: () => void;
  onChoose: (files: MediaFile[]) => void;
};

/** 'Biblioteca de mídia': the images already uploaded, newest first, searched by name and paged by the CMS. */
export function MediaLibraryDialog({ slot, multiple = false, onClose, onChoose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<MediaLibraryQuery>({ search: '', page: 1 });
  const [picked, setPicked] = useState<MediaFile[]>([]);
  const library = useQuery(mediaLibraryQuery(query));
  const files = library.data?.data;
  const pagination = library.data?.meta.pagination;

  // The CMS is asked once the admin pauses typing, from the first page.
  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(() => setQuery({ search, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  const isPicked = (file: MediaFile) => picked.some((p) => p.id === file.id);
  const pick = (file: MediaFile) => {
    if (!multiple) onChoose([file]);
    else setPicked((current) => (isPicked(file) ? current.filter((p) => p.id !== file.id) : [...current, file]));
  };

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Biblioteca de mídia — {slot}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <SearchField value={search} onChange={setSearch} hint="Nome do arquivo" sx={{ width: '100%', mb: 2 }} />
        {library.isPending && <CircularProgress aria-label="Carregando imagens" sx={{ display: 'block', mx: 'auto', my: 4 }} />}
        {library.isError && <Typography role="alert">Não foi possível carregar a biblioteca de mídia.</Typography>}
        {files?.length === 0 && (
          <Typography color="text.secondary">{query.search ? 'Nenhuma imagem encontrada.' : 'Nenhuma imagem na biblioteca.'}</Typography>
        )}
        <Box
          component="ul"
          aria-label="Imagens da biblioteca"
          aria-busy={library.isPlaceholderData}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {files?.map((file) => (
            <MediaLibraryItem key={file.id} file={file} multiple={multiple} picked={isPicked(file)} onClick={() => pick(file)} />
          ))}
        </Box>
        <ListPagination pagination={pagination} onPage={(page) => setQuery((current) => ({ ...current, page }))} siblingCount={phone ? 0 : 1} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        {multiple && (
          <Button variant="contained" disabled={picked.length === 0} onClick={() => onChoose(picked)}>
            {picked.length > 0 ? `Adicionar ${picked.length} ${picked.length === 1 ? 'imagem' : 'imagens'}` : 'Adicionar'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
