import type { SxProps, Theme } from '@mui/material/styles';

import { axon, Box3, Illustration, LINE, points, T, Tree, useIds, WindowPattern } from './kit';

/**
 * /servicos: a building being assembled, in axonometric — four floors built, the columns of the fifth standing, the
 * next slab coming down on the crane's hook: a process, one floor at a time.
 */
export function BuildingAssembly({ sx }: { sx?: SxProps<Theme> }) {
  const id = useIds();
  const { P, leftMatrix, rightMatrix } = axon(200, 226, 7.4);
  const [w, d, floor] = [20, 14, 3.4];
  const built = 4 * floor;
  const columns = [
    [0, d],
    [w, d],
    [w, 0],
    [w / 2, d],
  ] as const;
  return (
    <Illustration label="Ilustração: prédio sendo montado andar por andar, com a próxima laje descendo no gancho do guindaste" sx={sx}>
      <defs>
        <WindowPattern id={`${id}l`} bay={4} floor={floor} fill={T.glass} transform={leftMatrix(0, d, built)} />
        <WindowPattern id={`${id}r`} bay={3.5} floor={floor} fill={T.glassShade} transform={rightMatrix(w, d, built)} />
      </defs>
      <rect width="480" height="360" fill={T.sky} />
      <polygon points={points([P(-12, -10), P(36, -10), P(36, 28), P(-12, 28)])} fill={T.ground} {...LINE} />
      <polygon points={points([P(w, 0), P(w + 10, -6), P(w + 10, d - 6), P(w, d)])} fill={T.shadow} />
      <Box3 P={P} x={0} y={0} w={w} d={d} h={built} />
      <polygon points={points([P(0, d, 0), P(w, d, 0), P(w, d, built), P(0, d, built)])} fill={`url(#${id}l)`} />
      <polygon points={points([P(w, d, 0), P(w, 0, 0), P(w, 0, built), P(w, d, built)])} fill={`url(#${id}r)`} />
      {columns.map(([x, y]) => (
        <Box3 key={`${x}-${y}`} P={P} x={x - 0.35} y={y - 0.35} z={built} w={0.7} d={0.7} h={floor} />
      ))}
      {/* The next slab on the hook, its cables, and the crane's jib above. */}
      <Box3 P={P} x={0} y={0} z={built + floor + 4.5} w={w} d={d} h={0.6} left={T.accent} right={T.accent} top={T.accentSoft} />
      <g {...LINE} fill="none">
        <path d={`M${P(w / 2, d / 2, built + floor + 5.1).join(',')} L${P(w / 2, d / 2, built + floor + 12).join(',')}`} />
        <path
          d={`M${P(0, d, built + floor + 5.1).join(',')} L${P(w / 2, d / 2, built + floor + 9).join(',')} L${P(w, 0, built + floor + 5.1).join(',')}`}
        />
        <path
          d={`M${P(4, d / 2, built + floor + 12).join(',')} L${P(34, d / 2, built + floor + 12).join(',')} L${P(30, d / 2, built + floor + 16).join(',')}`}
        />
        <path d={`M${P(30, d / 2, 0).join(',')} L${P(30, d / 2, built + floor + 16).join(',')}`} strokeWidth="3" />
      </g>
      <Tree x={P(-10, 26)[0]} y={P(-10, 26)[1]} r={15} />
      <Tree x={P(30, 24)[0]} y={P(30, 24)[1]} r={12} />
      <Tree x={P(-12, 4)[0]} y={P(-12, 4)[1]} r={11} />
    </Illustration>
  );
}
