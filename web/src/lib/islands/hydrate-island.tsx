import { startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { getBrowserEmotionCache } from '@/lib/emotion-cache';

import { IslandProviders } from './island-providers';
import { islandIdPrefix } from './server-render';

/**
 * Hydrates one React island (<ReactIsland>) on its own root, with the providers and the id prefix its HTML was
 * rendered with. In a transition, so React yields to the browser while it hydrates (no long task for a tap to wait on).
 */
export function hydrateIsland(element: HTMLElement, name: string, node: ReactNode) {
  startTransition(() => {
    hydrateRoot(element, <IslandProviders cache={getBrowserEmotionCache()}>{node}</IslandProviders>, { identifierPrefix: islandIdPrefix(name) });
  });
}
