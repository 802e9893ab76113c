import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';

import { Island } from '@/lib/islands/island';

import { THEME_MODES } from './theme-modes';

const icons = { light: LightModeOutlined, dark: DarkModeOutlined, system: SettingsBrightnessOutlined };

/**
 * Cycles system → light → dark (theme-toggle-island.ts). The page is built without knowing the visitor's mode: the
 * button starts neutral, with the three icons hidden, until its island shows the current one.
 */
export function ThemeToggle() {
  return (
    <Island name="theme-toggle" when="load">
      <IconButton
        aria-label="Alternar tema"
        title="Tema"
        color="inherit"
        sx={{
          '& [data-mode]': { display: 'none' },
          ...Object.fromEntries(THEME_MODES.map((mode) => [`&[data-current="${mode}"] [data-mode="${mode}"]`, { display: 'block' }])),
        }}
      >
        {THEME_MODES.map((mode) => {
          const Icon = icons[mode];
          return <Icon key={mode} data-mode={mode} />;
        })}
        <span aria-hidden="true" style={{ width: 24, height: 24, position: 'absolute' }} />
      </IconButton>
    </Island>
  );
}
