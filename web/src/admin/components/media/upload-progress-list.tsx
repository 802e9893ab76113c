import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import type { UploadState } from './use-uploads';

/** One progress bar per file being sent. */
export function UploadProgressList({ uploads }: { uploads: UploadState[] }) {
  if (uploads.length === 0) return null;
  return (
    <Box component="ul" aria-label="Envios em andamento" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {uploads.map((upload) => (
        <Box component="li" key={upload.key} sx={{ mb: 1 }}>
          <Typography variant="caption" sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <span>{upload.name}</span>
            <span>{upload.progress}%</span>
          </Typography>
          <LinearProgress variant="determinate" value={upload.progress} aria-label={`Enviando ${upload.name}`} />
        </Box>
      ))}
    </Box>
  );
}
