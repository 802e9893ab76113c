import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';

import type { MediaFile } from './media-file';

type Props = {
  file: MediaFile;
  /** Several files can be picked: the item is a toggle (aria-pressed). */ multiple: boolean;
  picked: boolean;
  onClick: () => void;
};

/** One image of the library: its thumbnail and name, as a button that picks it. */
export function MediaLibraryItem({ file, multiple, picked, onClick }: Props) {
  const name = file.name ?? file.url;
  return (
    <li>
      <ButtonBase
        focusRipple
        onClick={onClick}
        aria-pressed={multiple ? picked : undefined}
        aria-label={multiple ? name : `Escolher ${name}`}
        sx={{
          position: 'relative',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          width: '100%',
          p: 0.5,
          gap: 0.5,
          border: 2,
          borderRadius: 1.5,
          borderColor: picked ? 'primary.main' : 'divider',
          bgcolor: picked ? 'action.selected' : 'transparent',
          '&:hover': { borderColor: 'primary.main' },
          '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box
          component="img"
          src={file.formats?.thumbnail?.url ?? file.url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
        <Typography variant="caption" noWrap title={name} sx={{ px: 0.5, textAlign: 'left' }}>
          {name}
        </Typography>
        {picked && (
          <CheckCircleIcon color="primary" sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'background.paper', borderRadius: '50%' }} />
        )}
      </ButtonBase>
    </li>
  );
}
