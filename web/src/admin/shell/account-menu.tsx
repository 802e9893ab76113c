import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DevicesIcon from '@mui/icons-material/Devices';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { screenPath } from './screens';

type Props = { email: string; roleLabel?: string };

/** 'Minha conta' in the dashboard's header: who is signed in and the account's own screens ('Sessões'). */
export function AccountMenu({ email, roleLabel }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label="Minha conta"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <Typography variant="body2" color="text.secondary" component="p" sx={{ px: 2, py: 1, maxWidth: 280, overflowWrap: 'anywhere' }}>
          {email}
          {roleLabel && ` · ${roleLabel}`}
        </Typography>
        <MenuItem component={Link} to={screenPath('sessoes')} onClick={close}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sessões</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
