import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';

/** The edit affordance drawn over a section in edit mode. */
export function EditSectionButton({ sectionKey, onClick }: { sectionKey: string; onClick: () => void }) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size="small"
      startIcon={<EditIcon />}
      onClick={onClick}
      aria-label={`Editar seção ${sectionKey}`}
      sx={{ position: 'absolute', top: 12, right: 12, zIndex: 2, boxShadow: 4 }}
    >
      Editar {sectionKey}
    </Button>
  );
}
