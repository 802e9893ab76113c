import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '@/shared/testing/render';

import { FormSection } from './form-section';
import { SectionJumpList } from './section-jump-list';

const SECTIONS = ['Dados', 'História', 'Resultados', 'Mídia'];

type Watcher = { callback: IntersectionObserverCallback; rootMargin: string; targets: Element[]; self: IntersectionObserver };
let watchers: Watcher[] = [];

/** An IntersectionObserver the test scrolls: each observer is told which of its sections are in its area (the reading band or the whole screen). */
class FakeIntersectionObserver {
  private watcher: Watcher;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watcher = { callback, rootMargin: options?.rootMargin ?? '', targets: [], self: this as unknown as IntersectionObserver };
    watchers.push(this.watcher);
  }
  observe(target: Element) {
    this.watcher.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.watcher.targets = [];
  }
}

const region = (title: string) => screen.getByRole('region', { name: title });
/** Scrolled so that `reading` are in the reading band (under the header, top of the window) and `onScreen` anywhere below the header. */
function scroll({ reading, onScreen }: { reading: string[]; onScreen: string[] }) {
  act(() => {
    for (const { callback, rootMargin, targets, self } of watchers) {
      const inside = rootMargin.includes('%') ? reading : onScreen;
      callback(
        targets.map((target) => ({ target, isIntersecting: inside.some((title) => region(title) === target) }) as IntersectionObserverEntry),
        self,
      );
    }
  });
}

const jumpList = () => screen.getByRole('navigation', { name: 'Seções do formulário' });
const current = () =>
  within(jumpList())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent);

function Editor() {
  return (
    <>
      <SectionJumpList sections={SECTIONS} />
      {SECTIONS.map((title) => (
        <FormSection key={title} title={title}>
          campos
        </FormSection>
      ))}
    </>
  );
}

describe('SectionJumpList', () => {
  beforeEach(() => {
    watchers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks the section being read as the form scrolls, and only that one', () => {
    renderWithProviders(<Editor />);
    expect(current()).toEqual(['Dados']);
    expect(within(jumpList()).getByRole('link', { name: 'Dados' })).toHaveAttribute('href', '#secao-dados');
    scroll({ reading: ['História'], onScreen: ['História', 'Resultados'] });
    expect(current()).toEqual(['História']);
    expect(within(jumpList()).getByRole('link', { name: 'Dados' })).not.toHaveAttribute('aria-current');
    // Two sections in the band (a short one ending): the upper one is read.
    scroll({ reading: ['Resultados', 'Mídia'], onScreen: ['Resultados', 'Mídia'] });
    expect(current()).toEqual(['Resultados']);
  });

  it('marks a section jumped to, even a last one too short to reach the band, until it leaves the screen', async () => {
    const { user } = renderWithProviders(<Editor />);
    await user.click(within(jumpList()).getByRole('link', { name: 'Mídia' }));
    expect(current()).toEqual(['Mídia']);
    // The page's end: Resultados still fills the band, Mídia sits lower on screen.
    scroll({ reading: ['Resultados'], onScreen: ['Resultados', 'Mídia'] });
    expect(current()).toEqual(['Mídia']);
    // Scrolled back up: Mídia is gone, the band's section is current again.
    scroll({ reading: ['História'], onScreen: ['História', 'Resultados'] });
    expect(current()).toEqual(['História']);
  });

  it('a jump to an earlier section hands over to the reading band once the person scrolls past it', async () => {
    const { user } = renderWithProviders(<Editor />);
    await user.click(within(jumpList()).getByRole('link', { name: 'História' }));
    scroll({ reading: ['História'], onScreen: ['História', 'Resultados'] });
    expect(current()).toEqual(['História']);
    scroll({ reading: ['Resultados'], onScreen: ['História', 'Resultados'] });
    expect(current()).toEqual(['Resultados']);
  });
});
