import Box from '@mui/material/Box';

const primary = 'var(--mui-palette-primary-main)';
const accent = 'var(--mui-palette-secondary-main)';
const line = 'var(--mui-palette-divider)';

/** Buildings of different heights: x, width, height (from the ground line at y 200). */
const buildings = [
  [24, 56, 92],
  [88, 44, 132],
  [140, 64, 74],
  [212, 48, 156],
  [268, 60, 112],
  [336, 40, 84],
] as const;

/**
 * The home hero's picture: a skyline of residential buildings with a sales curve rising over it, drawn as inline SVG
 * in the theme's colours. It is in the HTML (no request) and a vector drawing is never the page's Largest Contentful
 * Paint, so the hero's text stays the LCP element and the page is as fast as before.
 */
export function HeroIllustration() {
  return (
    <Box
      component="svg"
      role="img"
      aria-label="Ilustração: prédios residenciais com uma curva de vendas em alta"
      data-testid="hero-illustration"
      viewBox="0 0 400 220"
      sx={{ display: 'block', width: '100%', maxWidth: { xs: 340, md: 460 }, height: 'auto', mt: { xs: 4, md: 5 } }}
    >
      <line x1="8" y1="200" x2="392" y2="200" stroke={line} strokeWidth="2" />
      {buildings.map(([x, width, height], index) => (
        <g key={x}>
          <rect x={x} y={200 - height} width={width} height={height} rx="4" fill={primary} opacity={index % 2 ? 0.22 : 0.14} />
          {Array.from({ length: Math.floor((height - 20) / 22) }, (_, row) =>
            [0, 1].map((column) => (
              <rect
                key={`${row}-${column}`}
                x={x + width * (column ? 0.58 : 0.18)}
                y={200 - height + 14 + row * 22}
                width={width * 0.24}
                height="10"
                rx="2"
                fill={primary}
                opacity="0.35"
              />
            )),
          )}
        </g>
      ))}
      <polyline points="20,170 84,150 140,158 196,112 252,122 300,72 372,34" fill="none" stroke={accent} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M385 27.5L375.7 41.1 368.3 26.9z" fill={accent} />
      {[
        [84, 150],
        [196, 112],
        [300, 72],
      ].map(([cx, cy]) => (
        <circle key={cx} cx={cx} cy={cy} r="6" fill="var(--mui-palette-background-paper)" stroke={accent} strokeWidth="4" />
      ))}
    </Box>
  );
}
