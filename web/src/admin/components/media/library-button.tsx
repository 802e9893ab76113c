import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Button from '@mui/material/Button';

/** Opens the media library for one image slot. */
export function LibraryButton({ slot, onClick }: { slot: string; onClick: () => void }) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<PhotoLibraryIcon />}
      onClick={onClick}
      aria-label={`Biblioteca de mídia: ${slot}`}
      aria-haspopup="dialog"
    >
      Biblioteca de mídia
    </Button>
  );
}
