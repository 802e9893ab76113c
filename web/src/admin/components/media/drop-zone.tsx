import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';

type Props = {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** Other ways to fill the slot, beside the file picker. */ actions?: ReactNode;
  /** Under them, inside the zone (the field to paste an address). */ footer?: ReactNode;
};

const onlyImages = (files: FileList | null) => Array.from(files ?? []).filter((file) => file.type.startsWith('image/'));

/** Drag & drop area with a file picker (images only); several files when `multiple`. */
export function DropZone({ label, multiple, disabled, onFiles, actions, footer }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = onlyImages(event.dataTransfer.files);
    if (!disabled && files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {multiple ? 'Arraste imagens para cá ou' : 'Arraste uma imagem para cá ou'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
        <Button variant="outlined" size="small" startIcon={<CloudUploadIcon />} disabled={disabled} onClick={() => input.current?.click()}>
          {multiple ? 'Selecionar arquivos' : 'Selecionar arquivo'}
        </Button>
        {actions}
      </Box>
      {footer && <Box sx={{ mt: 2, textAlign: 'left' }}>{footer}</Box>}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        multiple={multiple}
        aria-label={`${label}: enviar ${multiple ? 'arquivos' : 'arquivo'}`}
        onChange={(event) => {
          const files = onlyImages(event.target.files);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </Box>
  );
}
