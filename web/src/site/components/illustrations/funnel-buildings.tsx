import type { SxProps, Theme } from '@mui/material/styles';

import { Block, Illustration, LINE, T, useIds, WindowPattern } from './kit';

/** Leads entering the funnel (x, y) and the few that come out qualified. */
const LEADS = [
  [150, 30],
  [186, 44],
  [226, 26],
  [268, 40],
  [306, 28],
  [332, 48],
  [206, 66],
  [284, 70],
] as const;

/**
 * /marketing-digital-imobiliario: the funnel over the buildings — many contacts come in at the top, the layers
 * (attract, qualify, visit) narrow them, and the qualified ones land on the launch below.
 */
export function FunnelBuildings({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  return (
    <Illustration
      label="Ilustração: funil de vendas sobre prédios, com contatos entrando no topo e leads qualificados chegando ao lançamento"
      sx={sx}
    >
      <defs>
        <WindowPattern id={`${id}w`} bay={14} floor={16} fill={T.glass} />
      </defs>
      <rect width="480" height="360" fill={T.sky} />
      <g {...LINE}>
        <path d="M110,84 H370 L336,128 H144 Z" fill={T.lit} />
        <path d="M144,128 H336 L304,170 H176 Z" fill={T.shade} />
        <path d="M176,170 H304 L274,210 H206 Z" fill={T.accentSoft} />
        <path d="M206,210 H274 V226 H206 Z" fill={T.accent} />
        <ellipse cx="240" cy="84" rx="130" ry="12" fill={T.roof} />
        {LEADS.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill={T.glass} />
        ))}
        <circle cx="240" cy="246" r="6" fill={T.accent} />
        <circle cx="240" cy="266" r="6" fill={T.accent} />
      </g>
      <rect y="320" width="480" height="40" fill={T.ground} />
      <Block x={26} base={320} w={92} h={120} windows={`${id}w`} />
      <Block x={130} base={320} w={70} h={74} windows={`${id}w`} />
      <Block x={212} base={320} w={58} h={36} front={T.accent} />
      <Block x={284} base={320} w={74} h={96} windows={`${id}w`} />
      <Block x={372} base={320} w={86} h={140} windows={`${id}w`} />
      <line x1="0" y1="320" x2="480" y2="320" {...LINE} />
    </Illustration>
  );
}
