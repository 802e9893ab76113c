import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { SearchField } from '@/components/admin/search-field';

type Props = { title: string; count: number; search: string; onSearch: (value: string) => void; onExport: () => void; canExport: boolean };

/** Title with the count, search box (name, e-mail, phone, company) and 'Exportar CSV'. */
export function InboxToolbar({ title, count, search, onSearch, onExport, canExport }: Props) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <Typography variant="h5" component="h2" sx={{ flex: 1 }}>
        {title} ({count})
      </Typography>
      <SearchField value={search} onChange={onSearch} hint="Por nome, e-mail, telefone ou empresa" sx={{ width: { xs: '100%', sm: 320 } }} />
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={!canExport}>
        Exportar CSV
      </Button>
    </Box>
  );
}
