import type { ReactNode } from 'react';

import type { IslandName, IslandProps } from './island-props';

/**
 * When an island's code runs in the browser: at once (`load`, for what a visitor may tap within the first second:
 * menu, theme, consent), when the main thread is idle (`idle`), or when it comes near the viewport (`visible`).
 */
export type IslandWhen = 'load' | 'idle' | 'visible';

/** An island's props on its marker: required when it takes some, absent when it takes none (island-props.ts). */
type PropsOf<N extends IslandName> = undefined extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> };

type MarkerProps<N extends IslandName> = { name: N; when?: IslandWhen } & PropsOf<N>;

function markerAttributes({ name, props, when = 'idle' }: { name: string; props?: unknown; when?: IslandWhen }) {
  return {
    'data-island': name,
    'data-island-when': when,
    ...(props === undefined ? {} : { 'data-island-props': JSON.stringify(props) }),
  };
}

/**
 * An interactive part of a static page whose behaviour is plain DOM code (`site/lib/islands/runtime.ts` binds it by
 * name): the children are ordinary prerendered markup, and no React runs for them in the browser.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Island<N extends IslandName>({
  children,
  inline = false,
  ...marker
}: MarkerProps<N> & { children: ReactNode; /** Inside text (a heading): a <span>. */ inline?: boolean }) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper {...markerAttributes(marker)} style={{ display: 'contents' }}>
      {children}
    </Wrapper>
  );
}
