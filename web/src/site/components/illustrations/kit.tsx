import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

import brand from '@/shared/theme/brand-palette.json';

/**
 * The hand of the drawn pictures (scripts/seed-images/) for inline heroes: the same light from the left, one fine
 * line, flat fills — in the theme's CSS variables, so each drawing follows light and dark. Surfaces are the paper
 * tinted towards the primary colour (color-mix), so the dark theme gets a night drawing, not an inverted one. The
 * mixes are set once as custom properties on the drawing's root; shapes name them (short markup).
 */
const paper = 'var(--mui-palette-background-paper)';
const mix = (color: string, share: number) => `color-mix(in srgb, ${color} ${share}%, ${paper})`;
const primary = 'var(--mui-palette-primary-main)';
const accent = 'var(--mui-palette-secondary-main)';

const TOKENS = {
  ink: 'var(--mui-palette-text-primary)',
  paper,
  /** Faces turned to the light, faces in shade, roofs. */
  lit: mix(primary, 6),
  shade: mix(primary, 26),
  roof: mix(primary, 14),
  glass: mix(primary, 42),
  glassShade: mix(primary, 62),
  accent,
  accentSoft: mix(accent, 28),
  sky: mix(primary, 8),
  /** The ground: the page's background warmed by the accent (sand by day, a warm dark at night). */
  ground: `color-mix(in srgb, ${accent} 9%, var(--mui-palette-background-default))`,
  tree: mix(brand.sage[400], 75),
  treeShade: mix(brand.sage[600], 85),
  water: mix(primary, 34),
  shadow: 'color-mix(in srgb, var(--mui-palette-text-primary) 14%, transparent)',
  far: mix(primary, 18),
} as const;

type Token = keyof typeof TOKENS;
const cssName = (name: string) => `--il-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** The colours of the drawings, as var(--il-…) set on each drawing's root. */
export const T = Object.fromEntries(Object.keys(TOKENS).map((name) => [name, `var(${cssName(name)})`])) as Record<Token, string>;
const rootVars = Object.fromEntries(Object.entries(TOKENS).map(([name, value]) => [cssName(name), value]));

/** Every outline: the ink at one width, round joins. */
export const LINE = { stroke: T.ink, strokeWidth: 1.5, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

export const VIEW = { width: 480, height: 360 };

type IllustrationProps = { label: string; sx?: SxProps<Theme>; children: ReactNode };

/**
 * The <svg>: role img with its pt-BR label, a 4:3 viewBox with width and height (the box is reserved before it paints,
 * no layout shift), as wide as its container.
 */
export function Illustration({ label, sx, children }: IllustrationProps) {
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      width={VIEW.width}
      height={VIEW.height}
      sx={[{ display: 'block', width: '100%', height: 'auto', ...rootVars }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}

/** A unique, url()-safe prefix for the <pattern> ids of one drawing. */
export const useIds = () => useId().replace(/[^a-zA-Z0-9_-]/g, '');

type Point = readonly [number, number];
export const points = (list: readonly Point[]) => list.map(([x, y]) => `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`).join(' ');

/** Axonometric projection in the viewBox: x goes right-down, y left-down, z up; `s` units per metre. */
export function axon(ox: number, oy: number, s: number, ax = 28, ay = 32) {
  const r = Math.PI / 180;
  const [cx, sx, cy, sy] = [Math.cos(ax * r) * s, Math.sin(ax * r) * s, Math.cos(ay * r) * s, Math.sin(ay * r) * s];
  const P = (x: number, y: number, z = 0): Point => [ox + x * cx - y * cy, oy + x * sx + y * sy - z * s];
  /** The matrix that lays a pattern drawn in metres (x along the face, y down) on the lit face y = y1 from (x0, top). */
  const leftMatrix = (x0: number, y1: number, top: number) => `matrix(${cx} ${sx} 0 ${s} ${P(x0, y1, top).join(' ')})`;
  /** The same for the shaded face x = x1, from its near corner y1 towards y0. */
  const rightMatrix = (x1: number, y1: number, top: number) => `matrix(${cy} ${-sy} 0 ${s} ${P(x1, y1, top).join(' ')})`;
  return { P, leftMatrix, rightMatrix };
}

type BoxProps = {
  P: ReturnType<typeof axon>['P'];
  x: number;
  y: number;
  z?: number;
  w: number;
  d: number;
  h: number;
  left?: string;
  right?: string;
  top?: string;
};

/** A box's three visible faces: the lit front-left, the shaded front-right, the top. */
export function Box3({ P, x, y, z = 0, w, d, h, left = T.lit, right = T.shade, top = T.roof }: BoxProps) {
  return (
    <g {...LINE}>
      <polygon points={points([P(x, y + d, z), P(x + w, y + d, z), P(x + w, y + d, z + h), P(x, y + d, z + h)])} fill={left} />
      <polygon points={points([P(x + w, y + d, z), P(x + w, y, z), P(x + w, y, z + h), P(x + w, y + d, z + h)])} fill={right} />
      <polygon points={points([P(x, y, z + h), P(x + w, y, z + h), P(x + w, y + d, z + h), P(x, y + d, z + h)])} fill={top} />
    </g>
  );
}

/** A window grid as a pattern: one window per bay × floor tile (metres), laid on a face by `transform`. */
export function WindowPattern({ id, bay, floor, fill, transform }: { id: string; bay: number; floor: number; fill: string; transform?: string }) {
  return (
    <pattern id={id} width={bay} height={floor} patternUnits="userSpaceOnUse" patternTransform={transform}>
      <rect x={bay * 0.22} y={floor * 0.22} width={bay * 0.56} height={floor * 0.5} fill={fill} />
    </pattern>
  );
}

/** A round tree standing at (x, y): trunk, canopy, its shaded right side. */
export function Tree({ x, y, r }: { x: number; y: number; r: number }) {
  const cy = y - r * 1.35;
  return (
    <g>
      <ellipse cx={x + r * 0.6} cy={y} rx={r * 1.1} ry={r * 0.4} fill={T.shadow} />
      <line x1={x} y1={y} x2={x} y2={cy + r * 0.6} {...LINE} />
      <circle cx={x} cy={cy} r={r} fill={T.tree} />
      <path
        d={`M${x + r * 0.2},${cy - r * 0.98} A${r},${r} 0 0 1 ${x + r * 0.2},${cy + r * 0.98} A${r * 1.3},${r * 1.3} 0 0 0 ${x + r * 0.2},${cy - r * 0.98}Z`}
        fill={T.treeShade}
      />
      <circle cx={x} cy={cy} r={r} fill="none" {...LINE} />
    </g>
  );
}

/** Low hills across the drawing, crest around y. */
export const Hills = ({ y, fill = T.far }: { y: number; fill?: string }) => (
  <path d={`M0,${y + 14} C80,${y - 10} 150,${y - 6} 220,${y + 6} S360,${y - 16} 480,${y + 2} V${VIEW.height} H0Z`} fill={fill} />
);

type BlockProps = { x: number; base: number; w: number; h: number; depth?: number; windows?: string; front?: string };

/**
 * A building in elevation: the front (its windows a pattern, by id), the side in shade and the roof seen obliquely,
 * as in the drawn pictures.
 */
export function Block({ x, base, w, h, depth = 10, windows, front = T.lit }: BlockProps) {
  const [dx, dy] = [depth * 0.6, -depth * 0.35];
  const top = base - h;
  return (
    <g {...LINE}>
      <polygon
        points={points([
          [x + w, base],
          [x + w + dx, base + dy],
          [x + w + dx, top + dy],
          [x + w, top],
        ])}
        fill={T.shade}
      />
      <polygon
        points={points([
          [x, top],
          [x + dx, top + dy],
          [x + w + dx, top + dy],
          [x + w, top],
        ])}
        fill={T.roof}
      />
      <rect x={x} y={top} width={w} height={h} fill={front} />
      {windows && <rect x={x} y={top} width={w} height={h} fill={`url(#${windows})`} stroke="none" />}
    </g>
  );
}
