import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';

type Mode = 'light' | 'dark' | 'system';

const next: Record<Mode, Mode> = { system: 'light', light: 'dark', dark: 'system' };
const labels: Record<Mode, string> = { light: 'claro', dark: 'escuro', system: 'sistema' };
const icons = {
  light: LightModeOutlined,
  dark: DarkModeOutlined,
  system: SettingsBrightnessOutlined,
};

/** Cycles system → light → dark; MUI persists the choice in localStorage. */
export function ThemeToggle() {
  const { mode, setMode } = useColorScheme();
  // `mode` is undefined on the server and during hydration: render a neutral button.
  const Icon = mode ? icons[mode] : null;
  const title = mode ? `Tema: ${labels[mode]}` : 'Tema';

  return (
    <IconButton
      aria-label="Alternar tema"
      title={title}
      disabled={!mode}
      onClick={() => mode && setMode(next[mode])}
      color="inherit"
    >
      {Icon ? <Icon /> : <span style={{ width: 24, height: 24 }} />}
    </IconButton>
  );
}
