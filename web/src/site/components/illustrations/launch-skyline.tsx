import type { SxProps, Theme } from '@mui/material/styles';

import { Block, Hills, Illustration, LINE, T, Tree, useIds, WindowPattern } from './kit';

/**
 * Home: a launch in the city — Sorocaba's low hills at the end of the afternoon, mid-rise towers, and in the middle
 * the new tower going up, its top floors still a frame, a crane lifting the next module.
 */
export function LaunchSkyline({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  return (
    <Illustration label="Ilustração: lançamento de um prédio entre as torres da cidade, com um guindaste erguendo os últimos andares" sx={sx}>
      <defs>
        <WindowPattern id={`${id}w`} bay={14} floor={16} fill={T.glass} />
        <pattern id={`${id}m`} width="10" height="10" patternUnits="userSpaceOnUse">
          <path d="M0,0 L10,10 M10,0 L0,10" {...LINE} strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="480" height="360" fill={T.sky} />
      <circle cx="96" cy="86" r="32" fill={T.accentSoft} />
      <path d="M20,214h22v-26h16v26h30v-14h18v14h150v-22h14v22h60v-30h20v30h80v-12h30v12" fill={T.far} />
      <Hills y={214} />
      <rect y="300" width="480" height="60" fill={T.ground} />
      <Block x={30} base={300} w={70} h={120} windows={`${id}w`} />
      <Block x={114} base={300} w={56} h={170} windows={`${id}w`} />
      <Block x={198} base={300} w={84} h={132} windows={`${id}w`} front={T.lit} />
      {/* The frame of the floors still going up: slabs and columns. */}
      <g {...LINE} fill="none">
        {[144, 176, 208].map((y) => (
          <rect key={y} x="196" y={y} width="88" height="4" fill={T.roof} />
        ))}
        {[200, 240, 278].map((x) => (
          <line key={x} x1={x} y1="148" x2={x} y2="168" />
        ))}
        {[200, 240, 278].map((x) => (
          <line key={x} x1={x} y1="180" x2={x} y2="200" />
        ))}
      </g>
      <Block x={310} base={300} w={62} h={150} windows={`${id}w`} />
      <Block x={388} base={300} w={72} h={100} windows={`${id}w`} />
      {/* The crane: mast, jib, counter-jib and the module on its hook. */}
      <rect x="292" y="58" width="10" height="242" fill={`url(#${id}m)`} {...LINE} />
      <path d="M196,64 H440 M302,58 L330,46 L402,64 M250,64 V104" {...LINE} fill="none" />
      <rect x="404" y="64" width="22" height="14" fill={T.shade} {...LINE} />
      <rect x="226" y="104" width="48" height="18" fill={T.accent} {...LINE} />
      {[24, 176, 300, 452].map((x, i) => (
        <Tree key={x} x={x} y={318} r={i % 2 ? 14 : 18} />
      ))}
      <line x1="0" y1="300" x2="480" y2="300" {...LINE} />
    </Illustration>
  );
}
