import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { NavLink } from 'react-router';

import { GROUPS, screenPath, screensFor } from './screens';

type Props = { role: string | undefined; onNavigate?: () => void };

/** The current screen: bold, a clay bar at its start, the brand colour (its lightest navy on the dark theme's tint). */
const itemSx = (theme: Theme) => ({
  mx: 1,
  flex: 1,
  borderRadius: 1,
  borderLeft: 3,
  borderColor: 'transparent',
  '&[aria-current="page"]': {
    borderColor: 'secondary.main',
    color: 'primary.main',
    bgcolor: 'action.selected',
    '& .MuiListItemText-primary': { fontWeight: 700 },
    ...theme.applyStyles('dark', { color: 'primary.light' }),
  },
});

/**
 * The dashboard's navigation: Início, then the screens grouped by job (Conteúdo, Funil, Administração), with only the screens the role may use.
 * Each item is a link to the screen's own URL; the current one is marked (aria-current="page", as NavLink does).
 */
export function DashboardNav({ role, onNavigate }: Props) {
  const screens = screensFor(role);
  return (
    <>
      {GROUPS.map((group) => {
        const items = screens.filter((screen) => screen.group === group);
        if (!items.length) return null;
        const id = `painel-grupo-${group
          .normalize('NFD')
          .replace(/[^a-zA-Z]/g, '')
          .toLowerCase()}`;
        return (
          <Fragment key={group}>
            {/* Início stands alone above the groups: a heading would only repeat its one link. */}
            {group === 'Início' ? null : (
              <Typography id={id} component="h2" variant="overline" color="text.secondary" sx={{ display: 'block', px: 2, pt: 2 }}>
                {group}
              </Typography>
            )}
            <List
              dense
              {...(group === 'Início' ? { 'aria-label': group } : { 'aria-labelledby': id })}
              sx={{ pt: group === 'Início' ? 1 : 0, pb: group === 'Início' ? 0 : undefined }}
            >
              {items.map((screen) => (
                <ListItem key={screen.id} disablePadding>
                  <ListItemButton component={NavLink} to={screenPath(screen.id)} onClick={onNavigate} sx={itemSx}>
                    <ListItemText primary={screen.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Fragment>
        );
      })}
    </>
  );
}
