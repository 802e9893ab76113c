import { createContext, type ReactNode } from 'react';

/**
 * Renders one React island to HTML on its own, with the identifier prefix its browser root will use
 * (`islandIdPrefix`). Provided by the server entry (entry.server.tsx) around each prerender; absent in the browser.
 */
export type IslandRenderer = (name: string, render: () => ReactNode) => string;

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The `identifierPrefix` of an island's React root, the same on the server and in the browser. */
export const islandIdPrefix = (name: string) => `i-${name}-`;
