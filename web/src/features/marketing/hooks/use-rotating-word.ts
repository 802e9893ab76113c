import { useEffect, useState } from 'react';

/**
 * The current word of `words`, advancing every `intervalMs` and cycling back to the first.
 * The first render (and so the prerendered HTML) shows `words[0]`; the timer only runs in the browser.
 */
export function useRotatingWord(words: readonly string[], intervalMs: number): string {
  const [index, setIndex] = useState(0);
  const count = words.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);

  return words[index % Math.max(count, 1)] ?? '';
}
