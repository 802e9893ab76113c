import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

type Props = { email: string; roleLabel?: string; onSignOut: () => Promise<void> };

/** 'Painel CMS' with who is signed in (and as what) and 'Sair'. */
export function DashboardHeader({ email, roleLabel, onSignOut }: Props) {
  const [leaving, setLeaving] = useState(false);
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 3 }}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="h1" sx={{ fontSize: '2rem' }}>
          Painel CMS
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Conectado como {email}
          {roleLabel && ` · ${roleLabel}`}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<LogoutIcon />}
        disabled={leaving}
        onClick={async () => {
          setLeaving(true);
          await onSignOut();
        }}
      >
        Sair
      </Button>
    </Box>
  );
}
