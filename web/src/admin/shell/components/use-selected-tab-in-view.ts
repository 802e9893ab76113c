import { tabsClasses } from '@mui/material/Tabs';
import { useEffect, type RefObject } from 'react';

/** MUI's tab scroll animation (theme.transitions.duration.standard, 300 ms) and a margin. */
const AFTER_SCROLL_ANIMATION_MS = 450;

/**
 * Keeps the selected tab wholly inside the scrolling tab bar, never under a scroll arrow: on load, on every change of
 * tab, and whenever the bar changes size. On a 375 px phone MUI starts an animated scroll to the selected tab before
 * the arrows appear; the arrows then narrow the bar by 80 px and that animation still ends where the wider bar needed
 * it, leaving the tab of a reloaded `?aba=` under the arrow. So the tab is revealed again once such an animation
 * (MUI's standard 300 ms) is over. Keyboard focus is left to MUI.
 */
export function useSelectedTabInView(tabs: RefObject<HTMLElement | null>, selected: string) {
  useEffect(() => {
    const scroller = tabs.current?.querySelector<HTMLElement>(`.${tabsClasses.scroller}`);
    if (!scroller) return;
    const reveal = () => {
      const tab = scroller.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const bar = scroller.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      if (box.left < bar.left) scroller.scrollLeft -= bar.left - box.left;
      else if (box.right > bar.right) scroller.scrollLeft += Math.min(box.right - bar.right, box.left - bar.left);
    };
    let settled: ReturnType<typeof setTimeout> | undefined;
    const revealNowAndSettled = () => {
      reveal();
      clearTimeout(settled);
      settled = setTimeout(reveal, AFTER_SCROLL_ANIMATION_MS);
    };
    const frame = requestAnimationFrame(revealNowAndSettled);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(revealNowAndSettled);
    resized?.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(settled);
      resized?.disconnect();
    };
  }, [tabs, selected]);
}
