import { fileURLToPath } from 'node:url';

/**
 * How the islands' code is cut into files (Rollup's `manualChunks`). A prerendered page asks for the entry and the
 * modules it imports at once, and each island's module with those it imports when the island starts — every request
 * begun is main-thread work in that task (a `<link rel="modulepreload">` appended: 1–15 ms each at 4× CPU, measured;
 * the page's eleven entry files were 38–156 ms of the task that opens the page to scripts). So:
 * - `start`: the islands' entry (site/islands/start.ts) and every module of the site it imports — one file;
 * - `islands-shared`: the site's small modules two islands or more import (the public API client, its messages, the
 *   dialog helpers, ids…), when nothing they import comes from a package — one file, instead of a request for a few
 *   hundred bytes each; an island's own module and a package keep their files, so a page still loads only the islands
 *   it has and no package it does not use;
 * - `island-selectors`: the islands' data attributes (site/lib/islands/selectors.ts and each island's *-selectors.ts),
 *   shared by the islands and the React components.
 */
type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type ModuleGraph = (id: string) => ModuleInfo | null;

const ENTRY = fileURLToPath(new URL('../src/site/islands/start.ts', import.meta.url));
const REGISTRY = fileURLToPath(new URL('../src/site/islands/registry.ts', import.meta.url));
const SELECTORS = /\/src\/(site\/lib\/islands\/selectors|site\/lib\/section-fields|.*-selectors)\.ts$/;
/**
 * Modules the islands reach only through @alicerce/domain's index and never use, too big to share by default: the list
 * of common passwords (45 kB, the sign-up and password screens' rule) stays with its one importer, domain's account.ts,
 * whose chunk no public page loads.
 */
const NEVER_SHARED = /\/domain\/src\/common-passwords\.ts$/;

/** A package's module (its chunks are Rollup's; a bare name is one left out of the build); Vite's own preload helper counts as the site's. */
const isPackage = (id: string) => !id.includes('vite/preload-helper') && (!id.startsWith('/') || id.includes('/node_modules/'));

/** `id` and the site's modules it imports statically, packages left out. */
function closure(graph: ModuleGraph, id: string, into = new Set<string>()) {
  if (into.has(id) || isPackage(id)) return into;
  into.add(id);
  graph(id)?.importedIds.forEach((next) => closure(graph, next, into));
  return into;
}

/** Whether `id` imports, directly or not, any package's module. */
function reachesPackage(graph: ModuleGraph, id: string, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph(id)?.importedIds ?? []).some((next) => isPackage(next) || reachesPackage(graph, next, seen));
}

function plan(graph: ModuleGraph) {
  const start = graph(ENTRY) ? closure(graph, ENTRY) : new Set<string>();
  const islands = new Set(graph(REGISTRY)?.dynamicallyImportedIds ?? []);
  const uses = new Map<string, number>();
  for (const island of islands) for (const id of closure(graph, island)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const shared = new Set(
    [...uses]
      .filter(
        ([id, count]) =>
          count >= 2 && !islands.has(id) && !start.has(id) && !SELECTORS.test(id) && !NEVER_SHARED.test(id) && !reachesPackage(graph, id),
      )
      .map(([id]) => id),
  );
  return { start, shared };
}

const plans = new WeakMap<ModuleGraph, ReturnType<typeof plan>>();

/** Rollup's `manualChunks` for the site's client build. */
export function islandsChunks(id: string, { getModuleInfo }: { getModuleInfo: ModuleGraph }) {
  if (!plans.has(getModuleInfo)) plans.set(getModuleInfo, plan(getModuleInfo));
  const { start, shared } = plans.get(getModuleInfo)!;
  if (start.has(id)) return 'start';
  if (shared.has(id)) return 'islands-shared';
  return SELECTORS.test(id) ? 'island-selectors' : undefined;
}
