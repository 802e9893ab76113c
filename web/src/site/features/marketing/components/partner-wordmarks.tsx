import { PARTNER_DRAWINGS } from './partner-drawings';

/**
 * A platform's monochrome mark and name (drawn by scripts/partner-marks.mjs: our own simple mark, the name lettered as a
 * path), inline in the page's HTML: no request, no font, in the colour of the text (`currentColor`), so it follows the
 * light and the dark theme. An image named after the platform.
 */
export function PartnerWordmark({ name, height = 32 }: { name: string; height?: number }) {
  const drawing = PARTNER_DRAWINGS[name];
  if (!drawing) return null;
  const width = Math.round((height * drawing.width) / drawing.height);
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={width}
      height={height}
      fill="currentColor"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {drawing.mark.map((part, index) =>
        part.stroke ? (
          <path key={index} d={part.d} fill="none" stroke="currentColor" strokeWidth={part.stroke} strokeLinecap="round" strokeLinejoin="round" />
        ) : (
          <path key={index} d={part.d} fillRule={part.evenOdd ? 'evenodd' : undefined} />
        ),
      )}
      <path d={drawing.word} />
    </svg>
  );
}
