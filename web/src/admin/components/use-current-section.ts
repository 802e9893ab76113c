import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the form is read: below the editor's sticky header (the sections' scroll margin), down to 45% of the window. */
const READING_BAND = '-176px 0px -55% 0px';
/** What is on screen below the sticky header. */
const BELOW_HEADER = '-176px 0px 0px 0px';

/**
 * The section of an editor the person is reading, by its heading's anchor (FormSection): the first section in the
 * reading band, followed with IntersectionObserver (no work on each scroll frame). A section jumped to (`jump`) stays
 * current until it leaves the screen or the reading moves past it, even when the page cannot scroll it up to the band
 * (a short last section).
 * Without IntersectionObserver (jsdom), the first section stays current until a jump.
 */
export function useCurrentSection(anchors: readonly string[]) {
  const [current, setCurrent] = useState<string | null>(anchors[0] ?? null);
  const jumped = useRef<string | null>(null);
  const key = anchors.join('\n');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const sections = key
      .split('\n')
      .map((anchor) => ({ anchor, element: document.getElementById(anchor)?.closest('section') }))
      .filter((section): section is { anchor: string; element: HTMLElement } => Boolean(section.element));
    const reading = new Set<Element>();
    const pick = () => {
      const read = sections.findIndex(({ element }) => reading.has(element));
      const target = sections.findIndex(({ anchor }) => anchor === jumped.current);
      // The section jumped to stays current until it leaves the screen or the reading moves past it.
      if (target >= 0 && (read < 0 || read <= target)) return setCurrent(sections[target].anchor);
      jumped.current = null;
      if (read >= 0) setCurrent(sections[read].anchor);
    };
    const band = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) reading.add(entry.target);
          else reading.delete(entry.target);
        }
        pick();
      },
      { rootMargin: READING_BAND },
    );
    const screen = new IntersectionObserver(
      (entries) => {
        const target = sections.find(({ anchor }) => anchor === jumped.current)?.element;
        if (!entries.some((entry) => entry.target === target && !entry.isIntersecting)) return;
        jumped.current = null;
        pick();
      },
      { rootMargin: BELOW_HEADER },
    );
    const observers = [band, screen];
    for (const observer of observers) for (const { element } of sections) observer.observe(element);
    return () => observers.forEach((observer) => observer.disconnect());
  }, [key]);

  const jump = useCallback((anchor: string) => {
    jumped.current = anchor;
    setCurrent(anchor);
  }, []);
  return { current, jump };
}
