import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ClickIdsCaption } from './click-ids-caption';

describe('ClickIdsCaption', () => {
  it('lists the ad click IDs a lead came with, by their names', () => {
    const { container } = render(<ClickIdsCaption row={{ gclid: 'Cj0KCQ-abc', gbraid: null, fbp: 'fb.1.1764000000000.42' }} />);
    const list = container.querySelector('dl')!;
    expect(list).toHaveAccessibleName('IDs de clique de anúncio');
    expect(list).toHaveTextContent('gclid: Cj0KCQ-abc');
    expect(list).toHaveTextContent('fbp: fb.1.1764000000000.42');
    expect(list).not.toHaveTextContent('gbraid');
  });

  it('shows nothing for a lead without any', () => {
    const { container } = render(<ClickIdsCaption row={{ gclid: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
