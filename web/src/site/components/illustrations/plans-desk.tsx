import type { SxProps, Theme } from '@mui/material/styles';

import { Illustration, LINE, T, useIds } from './kit';

/**
 * /blog: drawings on a desk, seen from above — a subdivision's site plan and a flat's floor plan on two sheets, a
 * scale ruler and a pencil: what a real-estate launch is studied on.
 */
export function PlansDesk({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  return (
    <Illustration label="Ilustração: plantas de um loteamento e de um apartamento sobre a mesa, com régua e lápis" sx={sx}>
      <defs>
        <pattern id={`${id}lots`} width="22" height="34" patternUnits="userSpaceOnUse">
          <rect width="22" height="34" fill={T.paper} {...LINE} strokeWidth="1" />
        </pattern>
        <pattern id={`${id}ticks`} width="8" height="30" patternUnits="userSpaceOnUse">
          <line x1="0" y1="0" x2="0" y2="8" {...LINE} strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="480" height="360" fill={T.ground} />
      {/* The site plan: lots in blocks, the avenue, the lake, a few lots sold. */}
      <g transform="rotate(-6 170 170)">
        <rect x="44" y="44" width="262" height="236" fill={T.shadow} transform="translate(6 5)" />
        <rect x="44" y="44" width="262" height="236" fill={T.paper} {...LINE} />
        <rect x="60" y="60" width="230" height="204" fill={`url(#${id}lots)`} />
        <rect x="60" y="144" width="230" height="20" fill={T.shade} {...LINE} />
        <rect x="148" y="60" width="16" height="204" fill={T.shade} {...LINE} />
        <rect x="82" y="94" width="22" height="34" fill={T.accentSoft} {...LINE} strokeWidth="1" />
        <rect x="236" y="196" width="22" height="34" fill={T.accentSoft} {...LINE} strokeWidth="1" />
        <ellipse cx="226" cy="104" rx="40" ry="24" fill={T.water} {...LINE} />
      </g>
      {/* The floor plan: walls, rooms, a door swing. */}
      <g transform="rotate(5 350 220)">
        <rect x="262" y="130" width="176" height="168" fill={T.shadow} transform="translate(6 5)" />
        <rect x="262" y="130" width="176" height="168" fill={T.paper} {...LINE} />
        <path d="M284,152 H416 V276 H284 Z M356,152 V214 H416 M284,226 H330 M356,236 V276" fill="none" stroke={T.ink} strokeWidth="5" />
        <rect x="366" y="162" width="40" height="30" fill={T.glass} {...LINE} strokeWidth="1" />
        <path d="M330,226 a22,22 0 0 1 22,22" fill="none" {...LINE} strokeDasharray="3 3" />
      </g>
      <g transform="rotate(-4 120 318)">
        <rect x="40" y="300" width="200" height="30" fill={T.roof} {...LINE} />
        <rect x="44" y="300" width="192" height="30" fill={`url(#${id}ticks)`} />
      </g>
      <g transform="rotate(-24 330 318)" {...LINE}>
        <rect x="300" y="310" width="120" height="11" fill={T.accent} />
        <path d="M420,310 l20,5.5 l-20,5.5 Z" fill={T.accentSoft} />
      </g>
    </Illustration>
  );
}
