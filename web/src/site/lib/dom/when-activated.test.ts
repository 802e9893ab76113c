import { describe, expect, it, vi } from 'vitest';

import { whenActivated } from './when-activated';

describe('whenActivated', () => {
  it('runs at once on a page the visitor is looking at', () => {
    const work = vi.fn();
    whenActivated(work, Object.assign(new EventTarget(), { prerendering: false }) as unknown as Document);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is being prerendered, and runs once when it is shown', () => {
    const work = vi.fn();
    const doc = Object.assign(new EventTarget(), { prerendering: true });
    whenActivated(work, doc as unknown as Document);
    expect(work).not.toHaveBeenCalled();
    doc.dispatchEvent(new Event('prerenderingchange'));
    doc.dispatchEvent(new Event('prerenderingchange'));
    expect(work).toHaveBeenCalledTimes(1);
  });
});
