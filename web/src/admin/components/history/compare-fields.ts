import { summary } from '../edit-conflict/describe-value';
import { sameValue } from '../edit-conflict/three-way';

import { blocksText, isBlocks } from './blocks-text';
import type { HistoryConfig } from './revision';
import { fieldLabel, labelsFor, shownField } from './revision-text';

/** One field that differs between two versions: as text (word diff), as a structured value, or as media-library files. */
export type FieldDiff = { key: string; label: string } & (
  | { kind: 'text'; before: string; after: string }
  | { kind: 'structured'; before: unknown; after: unknown; summaryBefore: string; summaryAfter: string }
  | { kind: 'media'; before: number[]; after: number[] }
);

/** A value read as text: a text, a number, 'Sim' / 'Não', an article's blocks; null for a structured value. */
export function asText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (isBlocks(value)) return blocksText(value);
  return null;
}

/** A media field's file ids (one id, a list of ids, or none). */
export const fileIds = (value: unknown): number[] => [value].flat().filter((id): id is number => typeof id === 'number');

/** The fields that differ between `older` and `newer` (snapshots), in the form's order, each as it is best compared. */
export function compareSnapshots(
  config: Pick<HistoryConfig, 'labels' | 'media' | 'fields'>,
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): FieldDiff[] {
  const before = config.fields ? config.fields(older) : older;
  const after = config.fields ? config.fields(newer) : newer;
  const labels = labelsFor(config, before, after);
  const keys = [...new Set([...Object.keys(labels), ...Object.keys(before), ...Object.keys(after)])].filter(shownField);
  return keys.flatMap((key): FieldDiff[] => {
    const [a, b] = [before[key], after[key]];
    if (sameValue(a, b) || (!(key in before) && !(key in after))) return [];
    const label = fieldLabel(labels, key);
    if (config.media?.includes(key)) return [{ key, label, kind: 'media', before: fileIds(a), after: fileIds(b) }];
    const [textA, textB] = [asText(a), asText(b)];
    if (textA !== null && textB !== null) return textA === textB ? [] : [{ key, label, kind: 'text', before: textA, after: textB }];
    return [{ key, label, kind: 'structured', before: a, after: b, summaryBefore: summary(a ?? null), summaryAfter: summary(b ?? null) }];
  });
}

/** A structured value as pretty JSON lines (the line diff of a list or an object). */
export const prettyJson = (value: unknown) => (value === undefined || value === null ? '' : `${JSON.stringify(value, null, 2)}\n`);
