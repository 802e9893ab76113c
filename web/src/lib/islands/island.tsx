import { useContext, type ReactNode } from 'react';

import { IslandRendererContext } from './server-render';

/**
 * When an island's code runs in the browser: at once (`load`, for what a visitor may tap within the first second:
 * menu, theme, consent), when the main thread is idle (`idle`), or when it comes near the viewport (`visible`).
 */
export type IslandWhen = 'load' | 'idle' | 'visible';

type MarkerProps = { name: string; props?: unknown; when?: IslandWhen };

function markerAttributes({ name, props, when = 'idle' }: MarkerProps) {
  return {
    'data-island': name,
    'data-island-when': when,
    ...(props === undefined ? {} : { 'data-island-props': JSON.stringify(props) }),
  };
}

/**
 * An interactive part of a static page whose behaviour is plain DOM code (`lib/islands/runtime.ts` binds it by
 * name): the children are ordinary prerendered markup, and no React runs for them in the browser.
 * `display: contents` keeps the wrapper out of the layout.
 */
export function Island({ children, ...marker }: MarkerProps & { children: ReactNode }) {
  return (
    <div {...markerAttributes(marker)} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * An interactive part that needs React in the browser (the booking calendar): hydrated on its own, with its own
 * React root. At build time its HTML is rendered by a separate render (see server-render.ts) so that the ids React
 * generates match the ones the island's root generates in the browser; in a client-rendered page it simply renders.
 */
export function ReactIsland({ render, ...marker }: MarkerProps & { render: () => ReactNode }) {
  const renderOnServer = useContext(IslandRendererContext);
  if (!renderOnServer) return <div {...markerAttributes(marker)}>{render()}</div>;
  return <div {...markerAttributes(marker)} dangerouslySetInnerHTML={{ __html: renderOnServer(marker.name, render) }} />;
}
