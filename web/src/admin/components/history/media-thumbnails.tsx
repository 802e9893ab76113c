import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { MediaThumbnail } from '../media/media-thumbnail';

import { mediaFileQuery } from './get-media-file';

/** One file of a version by id: its thumbnail and name, or 'Imagem removida da biblioteca'. */
function FileThumbnail({ id }: { id: number }) {
  const file = useQuery(mediaFileQuery(id));
  if (file.isPending) return <Skeleton variant="rounded" width={72} height={72} aria-label="Carregando imagem" />;
  if (!file.data)
    return (
      <Typography variant="caption" color="warning.main" sx={{ width: 72 }}>
        {`Imagem ${id} removida da biblioteca`}
      </Typography>
    );
  const name = file.data.name ?? `Imagem ${id}`;
  return (
    <Box component="figure" sx={{ m: 0, width: 72 }}>
      <MediaThumbnail file={file.data} alt={name} />
      <Typography component="figcaption" variant="caption" color="text.secondary" noWrap title={name} sx={{ display: 'block' }}>
        {name}
      </Typography>
    </Box>
  );
}

/** The media-library files of one side of a comparison, as thumbnails ('(nenhuma)' when none). */
export function MediaThumbnails({ ids, side }: { ids: number[]; /** 'Versão 3' */ side: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {side}
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2">(nenhuma)</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Imagens da ${side.toLowerCase()}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {ids.map((id) => (
            <li key={id}>
              <FileThumbnail id={id} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
