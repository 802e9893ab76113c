import type { SxProps, Theme } from '@mui/material/styles';

import { Illustration, LINE, T, useIds } from './kit';

/** The avenues of the drawn map (not to scale): an arterial loop and the roads out of town. */
const AVENUES = [
  'M-10,250 C90,230 170,180 250,170 S400,120 490,60',
  'M40,-10 C80,90 150,150 250,170 S330,300 360,370',
  'M-10,120 C120,140 190,100 300,40',
];

/**
 * /contato and /agendamento: a map of Sorocaba — its blocks, the river, a park, the avenues — with the agency's pin:
 * a place a visitor can picture meeting in.
 */
export function SorocabaMap({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  return (
    <Illustration label="Ilustração: mapa de Sorocaba com ruas, o rio, um parque e um marcador no endereço da agência" sx={sx}>
      <defs>
        <pattern id={`${id}b`} width="26" height="22" patternUnits="userSpaceOnUse" patternTransform="rotate(-14)">
          <rect x="3" y="3" width="20" height="16" fill={T.shade} />
        </pattern>
      </defs>
      <rect width="480" height="360" fill={T.ground} />
      <rect width="480" height="360" fill={`url(#${id}b)`} />
      {/* The river and its banks, a park by it. */}
      <path d="M-10,330 C80,300 120,250 200,262 S330,320 490,280" fill="none" stroke={T.ink} strokeWidth="16" />
      <path d="M-10,330 C80,300 120,250 200,262 S330,320 490,280" fill="none" stroke={T.water} strokeWidth="13" />
      <path d="M318,196 C352,178 404,190 410,222 S366,262 334,250 S296,210 318,196 Z" fill={T.tree} {...LINE} />
      {[
        [340, 214],
        [368, 204],
        [388, 232],
        [356, 236],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r="8" fill={T.treeShade} {...LINE} />
      ))}
      {AVENUES.map((d) => (
        <g key={d} fill="none">
          <path d={d} stroke={T.ink} strokeWidth="13" />
          <path d={d} stroke={T.paper} strokeWidth="10" />
        </g>
      ))}
      {/* The pin with its ripples and shadow. */}
      <ellipse cx="250" cy="172" rx="16" ry="6" fill={T.shadow} />
      <circle cx="250" cy="170" r="30" fill="none" stroke={T.accent} strokeWidth="1.5" opacity="0.6" />
      <circle cx="250" cy="170" r="48" fill="none" stroke={T.accent} strokeWidth="1.5" opacity="0.3" />
      <path d="M250,170 C240,150 226,140 226,120 a24,24 0 0 1 48,0 C274,140 260,150 250,170 Z" fill={T.accent} {...LINE} />
      <circle cx="250" cy="120" r="9" fill={T.paper} {...LINE} />
      <g {...LINE} fill={T.paper}>
        <rect x="312" y="22" width="150" height="34" rx="4" />
      </g>
      <text x="387" y="44" textAnchor="middle" fontSize="14" fontWeight="700" fontFamily="inherit" fill={T.ink} letterSpacing="1.5">
        SOROCABA · SP
      </text>
    </Illustration>
  );
}
