import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

type Props = { name: string; published: boolean; disabled: boolean; onChange: (published: boolean) => void };

/** A list row's publish switch and its state in words ('Publicado' / 'Rascunho'). */
export function PublishedSwitch({ name, published, disabled, onChange }: Props) {
  return (
    <>
      <Switch
        checked={published}
        disabled={disabled}
        onChange={(_, checked) => onChange(checked)}
        slotProps={{ input: { 'aria-label': `Publicado: ${name}` } }}
      />
      <Typography variant="body2" sx={{ minWidth: 72, mr: 'auto', color: published ? 'success.main' : 'text.secondary' }}>
        {published ? 'Publicado' : 'Rascunho'}
      </Typography>
    </>
  );
}
