import type { SxProps, Theme } from '@mui/material/styles';

import { Block, Illustration, LINE, T, Tree, useIds, WindowPattern } from './kit';

/** Units of the façade marked as sold: [column, row] of its window grid. */
const SOLD = [
  [1, 1],
  [3, 2],
  [0, 3],
  [2, 4],
  [4, 5],
  [1, 6],
  [3, 7],
] as const;
const [X, TOP, BAY, FLOOR] = [150, 52, 36, 30];

/**
 * /cases: a residential façade with its units in a rhythm, the ones a campaign sold marked in the accent colour with
 * a tick — results read as a building filling up.
 */
export function FacadeUnits({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  return (
    <Illustration label="Ilustração: fachada de um prédio residencial com várias unidades marcadas como vendidas" sx={sx}>
      <defs>
        <pattern id={`${id}w`} width={BAY} height={FLOOR} patternUnits="userSpaceOnUse" patternTransform={`translate(${X} ${TOP})`}>
          <rect x="6" y="6" width="24" height="16" fill={T.glass} />
          <line x1="0" y1={FLOOR} x2={BAY} y2={FLOOR} {...LINE} strokeWidth="1" />
        </pattern>
        <WindowPattern id={`${id}n`} bay={16} floor={18} fill={T.glass} />
      </defs>
      <rect width="480" height="360" fill={T.sky} />
      <Block x={24} base={316} w={104} h={150} windows={`${id}n`} />
      <Block x={352} base={316} w={110} h={190} windows={`${id}n`} />
      <Block x={X} base={316} w={BAY * 5} h={316 - TOP} windows={`${id}w`} />
      <g {...LINE}>
        {SOLD.map(([c, r]) => (
          <g key={`${c}-${r}`}>
            <rect x={X + c * BAY + 6} y={TOP + r * FLOOR + 6} width="24" height="16" fill={T.accent} />
            <path d={`M${X + c * BAY + 12},${TOP + r * FLOOR + 14} l4,4 l8,-8`} fill="none" stroke={T.paper} strokeWidth="2" />
          </g>
        ))}
      </g>
      <rect y="316" width="480" height="44" fill={T.ground} />
      <rect x={X + 70} y="292" width="40" height="24" fill={T.glassShade} {...LINE} />
      <line x1="0" y1="316" x2="480" y2="316" {...LINE} />
      <Tree x={118} y={330} r={18} />
      <Tree x={346} y={332} r={16} />
    </Illustration>
  );
}
