import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import * as drawings from '.';

const all = Object.entries(drawings) as Array<[string, (props: object) => React.JSX.Element]>;

describe('the heroes’ drawings', () => {
  it.each(all)('%s is one labelled image, sized before it paints, light and in the theme’s colours', (_name, Drawing) => {
    const { container } = render(<Drawing />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toMatch(/^Ilustração: .{20,}/);
    expect([svg.getAttribute('viewBox'), svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['0 0 480 360', '480', '360']);
    // Light markup: patterns, not one node per window.
    expect(svg.querySelectorAll('*').length).toBeLessThan(160);
    // Colours come from the theme (CSS variables), never a literal in the markup.
    expect(svg.outerHTML).not.toMatch(/(fill|stroke)="#/);
  });

  it('two drawings on one page keep their own patterns', () => {
    const { container } = render(
      <>
        <drawings.LaunchSkyline />
        <drawings.LaunchSkyline />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('pattern')).map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const use of Array.from(container.querySelectorAll('[fill^="url(#"]'))) expect(ids).toContain(use.getAttribute('fill')!.slice(5, -1));
  });
});
