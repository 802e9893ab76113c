/**
 * Island name → the props its marker carries (JSON in `data-island-props`) and its script's `mount` receives. Each
 * `*-island.ts` declares its own entry (`declare module '@/site/lib/islands/island-props'`), `undefined` when it takes
 * none; the registry (site/islands/registry.ts) must have exactly these names, each loading a `mount` of these props.
 * So a page's `<Island name props>` and the script that reads them are checked against one type
 * (site/islands/island-types.test-d.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each island's module (declaration merging)
export interface IslandPropsMap {}

/** The name of an island of the public pages. */
export type IslandName = keyof IslandPropsMap;

/** The props island `N` is built with. */
export type IslandProps<N extends IslandName> = IslandPropsMap[N];

/** What island `N`'s script does in the browser: its marker element and its props. */
export type IslandMountOf<N extends IslandName> = (element: HTMLElement, props: IslandProps<N>) => void | Promise<void>;

/** Every island by name: its module, loaded when a page has it (the shape of site/islands/registry.ts). */
export type IslandsByName = { [N in IslandName]: { load: () => Promise<{ mount: IslandMountOf<N> }> } };
