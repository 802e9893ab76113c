/** How many messages a part of a form's errors holds (a field's, a list's own, those of its items): a closed block's count. */
export function errorCount(node: unknown): number {
  if (!node || typeof node !== 'object') return 0;
  const { message } = node as { message?: unknown };
  const own = typeof message === 'string' && message ? 1 : 0;
  return Object.entries(node).reduce((sum, [key, child]) => (key === 'ref' || key === 'types' ? sum : sum + errorCount(child)), own);
}

/** The position of the first block with a message in a landing page form's errors, or -1 (a message of the list as a whole is not a block's). */
export function firstBlockWithError(errors: { blocks?: unknown }): number {
  const blocks = errors.blocks;
  if (!blocks || typeof blocks !== 'object') return -1;
  const indexes = Object.keys(blocks)
    .filter((key) => /^\d+$/.test(key) && errorCount((blocks as Record<string, unknown>)[key]) > 0)
    .map(Number);
  return indexes.length ? Math.min(...indexes) : -1;
}
