/**
 * The contract between an island's markup (its `*.tsx`, prerendered) and its script (`*-island.ts`): the data
 * attributes the script finds its parts by. Each island names them once, in its `*-selectors.ts` module (a plain
 * object of attribute names, no React), which both sides import — the component renders them with `dataAttr`, the
 * script finds and reads them with `query`, `queryAll`, `closest` and `read`. A rename then breaks the type-check,
 * not a page; `*-island.ts` files hold no `data-…` string of their own (web/eslint.config.js).
 */

/** A data attribute's name, as written in the HTML. */
export type DataAttribute = `data-${string}`;

/** An island's attributes by role: `{ retry: 'data-cases-retry', … }`. */
export type Selectors = Readonly<Record<string, DataAttribute>>;

type Value = string | number;

/**
 * The attribute as props for a React element: `<Button {...dataAttr(CASES.retry)}>` (a marker, `data-cases-retry=""`)
 * or `{...dataAttr(BOOKING.slot, time)}` (with a value; none at all when the value is null or undefined).
 */
export function dataAttr(name: DataAttribute): Record<DataAttribute, string>;
export function dataAttr(name: DataAttribute, value: Value | null | undefined): Record<DataAttribute, string>;
export function dataAttr(name: DataAttribute, ...value: [] | [Value | null | undefined]): Record<DataAttribute, string> {
  if (value.length === 0) return { [name]: '' };
  const [given] = value;
  return given === null || given === undefined ? {} : { [name]: String(given) };
}

/** The CSS selector of the attribute (`[data-x]`), or of one value of it (`[data-x="value"]`): for queries and styles. */
export const selector = (name: DataAttribute, value?: Value) =>
  value === undefined ? `[${name}]` : `[${name}="${String(value).replace(/["\\]/g, '\\$&')}"]`;

/** The first element under `root` carrying the attribute (with that value), or null. */
export const query = <E extends Element = HTMLElement>(root: ParentNode, name: DataAttribute, value?: Value) =>
  root.querySelector<E>(selector(name, value));

/** Every element under `root` carrying the attribute (with that value), in document order. */
export const queryAll = <E extends Element = HTMLElement>(root: ParentNode, name: DataAttribute, value?: Value) =>
  Array.from(root.querySelectorAll<E>(selector(name, value)));

/** The nearest element from `target` (an event's) up that carries the attribute (with that value), or null. */
export const closest = <E extends Element = HTMLElement>(target: EventTarget | null, name: DataAttribute, value?: Value) =>
  target instanceof Element ? target.closest<E>(selector(name, value)) : null;

/** The attribute's value on `element` ('' for a marker), or null when it does not carry it. */
export const read = (element: Element, name: DataAttribute) => element.getAttribute(name);
