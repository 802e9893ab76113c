import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { Island } from '@/site/lib/islands/island';
import { dataAttr, selector } from '@/site/lib/islands/selectors';

import { THEME_MODES } from './theme-modes';
import { THEME_TOGGLE } from './theme-toggle-selectors';

const icons = { light: LightModeOutlined, dark: DarkModeOutlined, system: SettingsBrightnessOutlined };

/**
 * Cycles system → light → dark (theme-toggle-island.ts). The page is built without knowing the visitor's mode: the
 * button starts neutral, an empty icon-sized box in place of the three icons, until its island shows the current
 * one in that box's room (the button keeps its size: nothing in the header moves).
 */
export function ThemeToggle() {
  return (
    <Island name="theme-toggle" when="load">
      <IconButton
        aria-label="Alternar tema"
        title="Tema"
        color="inherit"
        sx={{
          [`& ${selector(THEME_TOGGLE.mode)}`]: { display: 'none' },
          [`&${selector(THEME_TOGGLE.current)} ${selector(THEME_TOGGLE.placeholder)}`]: { display: 'none' },
          ...Object.fromEntries(
            THEME_MODES.map((mode) => [`&${selector(THEME_TOGGLE.current, mode)} ${selector(THEME_TOGGLE.mode, mode)}`, { display: 'block' }]),
          ),
        }}
      >
        {THEME_MODES.map((mode) => {
          const Icon = icons[mode];
          return <Icon key={mode} {...dataAttr(THEME_TOGGLE.mode, mode)} />;
        })}
        <Box
          component="span"
          aria-hidden="true"
          {...dataAttr(THEME_TOGGLE.placeholder)}
          sx={{ display: 'block', width: '1em', height: '1em', fontSize: (theme) => theme.typography.pxToRem(24) }}
        />
      </IconButton>
    </Island>
  );
}
