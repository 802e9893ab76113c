import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';

import { sectionLabel } from '@alicerce/domain';

/**
 * The edit affordance drawn over a section in edit mode, named in pt-BR ('Editar chamada final'). It sits in a
 * Container like the section's own content, so it lines up with the text and never passes the page's edge.
 */
export function EditSectionButton({ sectionKey, onClick }: { sectionKey: string; onClick: () => void }) {
  return (
    <Box sx={{ position: 'absolute', top: 12, left: 0, right: 0, zIndex: 2, pointerEvents: 'none' }}>
      <Container sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          color="secondary"
          size="small"
          startIcon={<EditIcon />}
          onClick={onClick}
          sx={{ boxShadow: 4, pointerEvents: 'auto' }}
        >
          Editar {sectionLabel(sectionKey).toLowerCase()}
        </Button>
      </Container>
    </Box>
  );
}
