/** One run of a diff: kept as it was, removed from the older value, or added in the newer one. */
export type DiffPart = { kind: 'same' | 'del' | 'ins'; text: string };

/** Above this many table cells (older × newer tokens left after the common start and end), the middle is shown as replaced whole. */
export const MAX_DIFF_CELLS = 1_500_000;

const push = (parts: DiffPart[], kind: DiffPart['kind'], text: string) => {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
};

/** The longest common subsequence of two token lists as diff parts (a and b already short enough). */
function lcsParts(a: string[], b: string[], parts: DiffPart[]) {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  const table = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      table[i * width + j] = a[i] === b[j] ? table[(i + 1) * width + j + 1] + 1 : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i++]);
      j++;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) push(parts, 'del', a[i++]);
    else push(parts, 'ins', b[j++]);
  }
  while (i < n) push(parts, 'del', a[i++]);
  while (j < m) push(parts, 'ins', b[j++]);
}

/**
 * A change that starts with spaces the following kept text also starts with is slid right ('Aurora[ Fase 2] vende' →
 * 'Aurora [Fase 2 ]vende'): the same texts, the change marked on its words.
 */
function slideSpaces(parts: DiffPart[]): DiffPart[] {
  for (let index = 1; index < parts.length - 1; index++) {
    const [before, change, after] = [parts[index - 1], parts[index], parts[index + 1]];
    const space = /^\s+/.exec(change.text)?.[0];
    if (before.kind !== 'same' || after.kind !== 'same' || change.kind === 'same' || !space || !after.text.startsWith(space) || space === change.text)
      continue;
    before.text += space;
    change.text = change.text.slice(space.length) + space;
    after.text = after.text.slice(space.length);
  }
  return parts.filter((part) => part.text !== '');
}

/** The diff of two token lists (common start and end kept, the middle by LCS), or null when the middle is too large. */
function tryDiff(a: string[], b: string[]): DiffPart[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  if ((midA.length + 1) * (midB.length + 1) > MAX_DIFF_CELLS) return null;
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  lcsParts(midA, midB, parts);
  push(parts, 'same', a.slice(a.length - end).join(''));
  return slideSpaces(parts);
}

/** The difference between two token lists; when too large to compare quickly, the older removed and the newer added whole. */
export const diffTokens = (a: string[], b: string[]): DiffPart[] =>
  tryDiff(a, b) ??
  ([
    { kind: 'del', text: a.join('') },
    { kind: 'ins', text: b.join('') },
  ].filter((part) => part.text !== '') as DiffPart[]);

/** Words and the spaces between them, as tokens (joined back they are the text). */
export const wordTokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/** Lines with their line break, as tokens. */
export const lineTokens = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** A word-level diff of two texts; a whole-line diff when the texts are too long for words. */
export const diffWords = (before: string, after: string): DiffPart[] =>
  tryDiff(wordTokens(before), wordTokens(after)) ?? diffTokens(lineTokens(before), lineTokens(after));

/** A line-level diff (JSON pretty-prints). */
export const diffLines = (before: string, after: string) => diffTokens(lineTokens(before), lineTokens(after));
