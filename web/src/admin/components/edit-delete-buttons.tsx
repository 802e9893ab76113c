import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';

type Props = { name: string; deleting: boolean; onEdit: () => void; onDelete: () => void };

/** A dashboard list row's 'Editar <name>' and 'Excluir <name>' icon buttons. */
export function EditDeleteButtons({ name, deleting, onEdit, onDelete }: Props) {
  return (
    <>
      <IconButton aria-label={`Editar ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Excluir ${name}`} color="error" onClick={onDelete} disabled={deleting}>
        <DeleteIcon />
      </IconButton>
    </>
  );
}
