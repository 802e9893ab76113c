/**
 * Type test (compiled by `npm run typecheck`, never run): an island's name and props are checked on both sides — the
 * marker a page declares (`<Island>`) and the script the registry loads. Each `@ts-expect-error` below is a mistake
 * the compiler must refuse; if it stops refusing one, the directive itself fails the type-check.
 */
import { Island } from '@/site/lib/islands/island';
import type { IslandMountOf, IslandName, IslandProps, IslandsByName } from '@/site/lib/islands/island-props';

import { islands } from './registry';

// The names are the registry's, and nothing else.
export const registered: readonly IslandName[] = Object.keys(islands) as (keyof typeof islands)[];
export const registryHasEveryName: IslandsByName = islands;
// @ts-expect-error 'carrossel' is no island
export const unknownName: IslandName = 'carrossel';
// @ts-expect-error no island of this name: no props either
export type UnknownProps = IslandProps<'carrossel'>;

// The markup side: a page declares an island by one of those names, with its props.
export const rightMarker = (
  <Island name="share" props={{ title: 'Um artigo' }} when="idle">
    …
  </Island>
);
export const noPropsMarker = (
  <Island name="carousel" when="visible">
    …
  </Island>
);
export const wrongNameMarker = (
  <Island
    // @ts-expect-error a misspelt island name
    name="carrossel"
    when="visible"
  >
    …
  </Island>
);
export const wrongPropMarker = (
  <Island
    name="share"
    // @ts-expect-error share's title is a string
    props={{ title: 42 }}
  >
    …
  </Island>
);
// @ts-expect-error share needs its title
export const missingPropsMarker = <Island name="share">…</Island>;
export const wrongKindMarker = (
  <Island
    name="proof"
    // @ts-expect-error proof's kind is one of the proof's parts
    props={{ kind: 'clientes', version: 'v1' }}
  >
    …
  </Island>
);

// The browser side: the script the registry loads for a name receives that name's props.
export const rightMount: IslandMountOf<'share'> = (_element, props) => void props.title.toUpperCase();
// @ts-expect-error share's script gets { title: string }, not a number
export const wrongPropMount: IslandMountOf<'share'> = (_element, props: { title: number }) => void props;
export const wrongModule = {
  ...islands,
  // @ts-expect-error the carousel takes no props: a script reading some does not fit the registry
  carousel: { load: async () => ({ mount: (_element: HTMLElement, props: { words: string[] }) => void props }) },
} satisfies IslandsByName;
