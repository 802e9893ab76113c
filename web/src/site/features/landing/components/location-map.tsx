import { Illustration, LINE, T, VIEW, useIds } from '@/site/components/illustrations/kit';

/** Two avenues crossing near the development and a side street: the drawn map is a sketch, not to scale. */
const STREETS = [
  'M-10,210 C120,200 200,170 250,176 S390,150 490,120',
  'M170,-10 C200,90 230,140 250,176 S280,300 300,370',
  'M-10,90 C110,110 300,60 490,30',
];

/** Where the n-th of `count` landmarks sits: on a ring around the pin, starting at the top right. */
export function landmarkPosition(index: number, count: number): [number, number] {
  const angle = -Math.PI / 3 + (index * 2 * Math.PI) / Math.max(count, 1);
  return [Math.round(240 + 150 * Math.cos(angle)), Math.round(180 + 120 * Math.sin(angle))];
}

/**
 * The location block's static map, drawn (no map tiles from another host): streets, blocks, the development's pin in
 * the middle and each landmark as a numbered marker, the numbers of the list beside it.
 */
export function LocationMap({ count, label }: { count: number; label: string }) {
  const id = useIds();
  return (
    <Illustration label={label} sx={{ borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <defs>
        <pattern id={`${id}q`} width="30" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(-10)">
          <rect x="3" y="3" width="24" height="18" fill={T.shade} />
        </pattern>
      </defs>
      <rect width={VIEW.width} height={VIEW.height} fill={T.ground} />
      <rect width={VIEW.width} height={VIEW.height} fill={`url(#${id}q)`} />
      <path d="M330,250 C370,230 430,246 432,280 S380,320 344,306 S306,266 330,250 Z" fill={T.tree} {...LINE} />
      {STREETS.map((d) => (
        <g key={d} fill="none">
          <path d={d} stroke={T.ink} strokeWidth="13" />
          <path d={d} stroke={T.paper} strokeWidth="10" />
        </g>
      ))}
      {Array.from({ length: count }, (_, index) => {
        const [x, y] = landmarkPosition(index, count);
        return (
          <g key={index}>
            <circle cx={x} cy={y} r="14" fill={T.paper} {...LINE} />
            <text x={x} y={y + 5} textAnchor="middle" fontSize="14" fontWeight="700" fill={T.ink}>
              {index + 1}
            </text>
          </g>
        );
      })}
      <ellipse cx="240" cy="182" rx="16" ry="6" fill={T.shadow} />
      <circle cx="240" cy="180" r="34" fill="none" stroke={T.accent} strokeWidth="1.5" opacity="0.6" />
      <path d="M240,180 C230,160 216,150 216,130 a24,24 0 0 1 48,0 C264,150 250,160 240,180 Z" fill={T.accent} {...LINE} />
      <circle cx="240" cy="130" r="8" fill={T.paper} {...LINE} />
    </Illustration>
  );
}
