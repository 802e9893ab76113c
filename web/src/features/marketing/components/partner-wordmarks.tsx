import type { ReactNode } from 'react';

/**
 * Monochrome wordmarks of the advertising platforms, drawn here (a simple mark and the name lettered in the site's
 * bold type) rather than copied logo files: inline SVG in the page's HTML, no request, in the colour of the text
 * (`currentColor`), so they follow the light and the dark theme. Each is an image named after the platform.
 */
const marks: Record<string, ReactNode> = {
  // An open ring with a bar: a lettered G.
  Google: <path d="M31 17h-11v6h5.6A8 8 0 1 1 23 13.6l4.2-4.2A14 14 0 1 0 31 20z" />,
  // Two loops joined: an infinity sign.
  Meta: (
    <path
      d="M4 20c0-5 2.6-8 6-8 5.5 0 9.5 16 15 16 3.4 0 6-3 6-8s-2.6-8-6-8c-5.5 0-9.5 16-15 16-3.4 0-6-3-6-8z"
      fill="none"
      stroke="currentColor"
      strokeWidth="3.5"
      strokeLinejoin="round"
    />
  ),
  // A rounded square holding 'in', cut out of it.
  LinkedIn: <path fillRule="evenodd" d="M10 6h20a4 4 0 0 1 4 4v20a4 4 0 0 1-4 4H10a4 4 0 0 1-4-4V10a4 4 0 0 1 4-4zm2 11v11h4V17zm2-6.5a2.3 2.3 0 1 0 0 4.6 2.3 2.3 0 0 0 0-4.6zM19 17v11h4v-6c0-2 1-3 2.4-3s2.1 1 2.1 3v6h4v-6.8c0-3.6-1.8-5.5-4.6-5.5-1.7 0-3 .8-3.9 2V17z" />,
  // A face drawn with two eyes and a smile.
  Taboola: (
    <>
      <circle cx="13" cy="14" r="4.5" />
      <circle cx="27" cy="14" r="4.5" />
      <path d="M8 24c7 5 17 5 24 0" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </>
  ),
};

/**
 * Each name's lettering width (bold 24-unit type, as Chromium draws it with DejaVu Sans): `textLength` holds it to
 * that width with any system font, so the mark and the name always fit the drawing and the drawing stays centred.
 */
const letteringWidth: Record<string, number> = { Google: 92, Meta: 66, LinkedIn: 112, Taboola: 101 };
const MARK_WIDTH = 42;

export function PartnerWordmark({ name }: { name: string }) {
  const lettering = letteringWidth[name] ?? name.length * 16;
  const width = MARK_WIDTH + lettering + 2;
  return (
    <svg role="img" aria-label={name} viewBox={`0 0 ${width} 40`} width={width} height="40" fill="currentColor" style={{ maxWidth: '100%', height: 'auto' }}>
      {marks[name]}
      <text x={MARK_WIDTH} y="28.5" textLength={lettering} lengthAdjust="spacingAndGlyphs" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fontSize="24" fontWeight="700" letterSpacing="-0.5">
        {name}
      </text>
    </svg>
  );
}
