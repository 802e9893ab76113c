import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { NavLink } from 'react-router';

import { GROUPS, screenPath, screensFor } from './screens';

type Props = { role: string | undefined; onNavigate?: () => void };

/**
 * The dashboard's navigation, grouped by job (Conteúdo, Funil, Administração), with only the screens the role may use.
 * Each item is a link to the screen's own URL; the current one is marked (aria-current="page", as NavLink does) and
 * drawn in the brand colour with a bar at its start.
 */
export function DashboardNav({ role, onNavigate }: Props) {
  const screens = screensFor(role);
  return (
    <>
      {GROUPS.map((group) => {
        const items = screens.filter((screen) => screen.group === group);
        if (!items.length) return null;
        const id = `painel-grupo-${group.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase()}`;
        return (
          <List
            key={group}
            dense
            aria-labelledby={id}
            subheader={
              <ListSubheader id={id} component="h2" disableSticky sx={{ bgcolor: 'transparent', typography: 'overline', lineHeight: 2.5, mt: 1 }}>
                {group}
              </ListSubheader>
            }
          >
            {items.map((screen) => (
              <ListItemButton
                key={screen.id}
                component={NavLink}
                to={screenPath(screen.id)}
                onClick={onNavigate}
                sx={{
                  mx: 1,
                  borderRadius: 1,
                  borderLeft: 3,
                  borderColor: 'transparent',
                  '&[aria-current="page"]': { borderColor: 'secondary.main', color: 'primary.main', bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 700 } },
                }}
              >
                <ListItemText primary={screen.label} />
              </ListItemButton>
            ))}
          </List>
        );
      })}
    </>
  );
}
