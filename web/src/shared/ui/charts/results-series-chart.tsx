import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';

import type { ResultsSeries } from '@alicerce/domain';

import { formatSeriesValue, peakIndex, seriesSummary } from './series-format';
import { percentOf, valueScale } from './series-scale';

const BAR = 'var(--mui-palette-primary-main)';
const PEAK = 'var(--mui-palette-secondary-main)';
const GRID = 'var(--mui-palette-divider)';
const AXIS = 'var(--mui-palette-text-secondary)';
/** Fixed plot heights: the chart takes its place before any script runs (no layout shift). */
const PLOT_HEIGHT = { xs: 176, sm: 224 };

/** Show one label in `step`; fewer labels on a phone, where 24 periods would overlap. */
const stepFor = (count: number, roomy: boolean) => (roomy ? (count <= 12 ? 1 : 2) : count <= 6 ? 1 : count <= 12 ? 2 : 3);

type Props = { series: ResultsSeries };

/**
 * A case's results drawn from its stored series: bars from zero in the theme's colours (the peak in the accent), round
 * ticks, the periods under the bars and each value above its bar when there is room. Numbers use tabular figures. The
 * drawing is for the eye (aria-hidden): a sentence beside it and a table (visually hidden) say the same figures to a
 * screen reader. Plain markup and one small SVG, so it is in the prerendered HTML and needs no script.
 */
export function ResultsSeriesChart({ series }: Props) {
  const { points, format } = series;
  const titleId = useId();
  const count = points.length;
  const scale = valueScale(points.map((point) => point.value));
  const peak = peakIndex(series);
  const f = (value: number) => formatSeriesValue(value, format);
  const widest = scale.ticks.map(f).reduce((a, b) => (b.length > a.length ? b : a), '');
  const shown = (i: number, roomy: boolean) => i % stepFor(count, roomy) === 0 || i === peak;
  // A period's label keeps its grid cell when hidden (visibility); a value label is placed on its own (display).
  const labelVisibility = (i: number) => ({ xs: shown(i, false) ? 'visible' : 'hidden', sm: shown(i, true) ? 'visible' : 'hidden' });
  const valueDisplay = (i: number) => ({ xs: count <= 6 || i === peak ? 'block' : 'none', sm: count <= 12 || i === peak ? 'block' : 'none' });

  return (
    <Box
      component="figure"
      data-results-chart
      aria-labelledby={titleId}
      sx={{ m: 0, mt: 3, p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box component="figcaption">
        <Typography id={titleId} component="span" variant="subtitle1" sx={{ display: 'block', fontWeight: 700 }}>
          {series.title}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontVariantNumeric: 'tabular-nums' }}>
          {seriesSummary(series)}
        </Typography>
      </Box>
      <Box
        aria-hidden="true"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gridTemplateRows: { xs: `${PLOT_HEIGHT.xs}px auto`, sm: `${PLOT_HEIGHT.sm}px auto` },
          columnGap: 1,
          rowGap: 0.75,
          mt: 3,
          fontSize: '0.75rem',
          lineHeight: 1.2,
          color: AXIS,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <Box sx={{ position: 'relative', textAlign: 'right' }}>
          {/* In the flow but unseen: gives the axis column the width of its widest tick. */}
          <Box component="span" sx={{ visibility: 'hidden', display: 'block', height: 0, whiteSpace: 'nowrap' }}>
            {widest}
          </Box>
          {scale.ticks.map((tick) => (
            <Box
              component="span"
              key={tick}
              sx={{ position: 'absolute', right: 0, bottom: `${percentOf(tick, scale)}%`, transform: 'translateY(50%)', whiteSpace: 'nowrap' }}
            >
              {f(tick)}
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative' }}>
          <Box
            component="svg"
            viewBox={`0 0 ${count} 100`}
            preserveAspectRatio="none"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
          >
            {scale.ticks.map((tick, i) => (
              <line
                key={tick}
                x1="0"
                x2={count}
                y1={100 - percentOf(tick, scale)}
                y2={100 - percentOf(tick, scale)}
                stroke={i === 0 ? AXIS : GRID}
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {points.map((point, i) => {
              const height = percentOf(point.value, scale);
              return (
                <rect key={i} data-value={point.value} x={i + 0.18} width="0.64" y={100 - height} height={height} fill={i === peak ? PEAK : BAR} />
              );
            })}
          </Box>
          {points.map((point, i) => (
            <Box
              component="span"
              key={i}
              sx={{
                position: 'absolute',
                left: `${((i + 0.5) / count) * 100}%`,
                bottom: `calc(${percentOf(point.value, scale)}% + 4px)`,
                transform: 'translateX(-50%)',
                whiteSpace: 'nowrap',
                fontWeight: 600,
                color: i === peak ? 'text.primary' : AXIS,
                display: valueDisplay(i),
              }}
            >
              {f(point.value)}
            </Box>
          ))}
        </Box>
        <Box sx={{ gridColumn: 2, display: 'grid', gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, textAlign: 'center' }}>
          {points.map((point, i) => (
            <Box component="span" key={i} sx={{ overflow: 'hidden', textOverflow: 'clip', whiteSpace: 'nowrap', visibility: labelVisibility(i) }}>
              {point.label}
            </Box>
          ))}
        </Box>
      </Box>
      {/* A table ignores width: 1px, so the hiding box is a div around it (else its cells widen the page on a phone). */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{series.title}</caption>
          <thead>
            <tr>
              <th scope="col">Período</th>
              <th scope="col">{series.metric}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, i) => (
              <tr key={i}>
                <th scope="row">{point.label}</th>
                <td>{f(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
