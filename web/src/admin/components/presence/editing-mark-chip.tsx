import EditNoteIcon from '@mui/icons-material/EditNote';
import Chip from '@mui/material/Chip';

import { EDITING_PRESENCE_MESSAGES, type EditingMark } from '@alicerce/domain';

/** A list row's small mark while other people edit it: 'Em edição por Maria' (nothing when nobody does). */
export function EditingMarkChip({ marks }: { marks: readonly EditingMark[] | undefined }) {
  if (!marks?.length) return null;
  const names = [...new Set(marks.map((mark) => mark.name))];
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]}`;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      icon={<EditNoteIcon />}
      label={EDITING_PRESENCE_MESSAGES.listMark(who)}
      sx={{ mt: 1, maxWidth: '100%' }}
    />
  );
}
