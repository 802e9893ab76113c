/** How one field of a form is named and shown in the conflict view. */
export type ConflictField = {
  /** The form's pt-BR label: 'Título'. */
  label: string;
  /** A short readable summary of a value that is not plain text ('3 imagens'); the default handles text, yes/no and lists. */
  describe?: (value: unknown) => string;
  /** Not shown: this field goes with another one (an image's address with the image), from the side that field takes. */
  follows?: string;
  /** What is compared (a media file by its id: the same file read through two answers carries other details). */
  key?: (value: unknown) => unknown;
};

/** The fields of a form's values `V` the conflict view names (fields not listed are compared under their key). */
export type ConflictFields<V> = { [K in keyof V]?: ConflictField };

/** Who changed a field since the document was loaded: only them, only me, or both (to different values). */
export type ChangeKind = 'theirs' | 'mine' | 'both';

/** One field that differs, with its three values: as loaded (`base`), as stored now (`theirs`), as typed (`mine`). */
export type FieldChange = {
  key: string;
  label: string;
  kind: ChangeKind;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  describe?: (value: unknown) => string;
};

/** Per field changed by both: which side the person keeps (mine unless they pick theirs). */
export type ConflictPicks = Record<string, 'mine' | 'theirs'>;

/** A value as comparable text: object keys sorted, undefined as null (a form may omit what the document has as null). */
function stable(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The same value (deep, key order ignored). */
export const sameValue = (a: unknown, b: unknown) => stable(a) === stable(b);

const keysOf = <V extends object>(fields: ConflictFields<V>, ...values: V[]) => [
  ...new Set([...Object.keys(fields), ...values.flatMap((value) => Object.keys(value))]),
];

/** Every field that differs between the three versions, in the form's order, and who changed it. */
export function fieldChanges<V extends object>(base: V, mine: V, theirs: V, fields: ConflictFields<V>): FieldChange[] {
  const read = (values: V, key: string) => (values as Record<string, unknown>)[key];
  return keysOf(fields, base, mine, theirs).flatMap((key) => {
    const [b, m, t] = [read(base, key), read(mine, key), read(theirs, key)];
    const field = (fields as Record<string, ConflictField | undefined>)[key];
    const same = (x: unknown, y: unknown) => (field?.key ? sameValue(field.key(x), field.key(y)) : sameValue(x, y));
    const mineChanged = !same(m, b);
    const theirsChanged = !same(t, b);
    if (!mineChanged && !theirsChanged) return [];
    if (mineChanged && theirsChanged && same(m, t)) return [];
    const kind: ChangeKind = mineChanged && theirsChanged ? 'both' : mineChanged ? 'mine' : 'theirs';
    if (field?.follows) return [];
    return [{ key, label: field?.label ?? key, kind, base: b, mine: m, theirs: t, describe: field?.describe }];
  });
}

/**
 * The merge of the three versions: what only they changed comes from theirs, what only I changed stays mine, a field
 * both changed is the side picked (mine by default).
 */
export function mergeValues<V extends object>(base: V, mine: V, theirs: V, picks: ConflictPicks, fields: ConflictFields<V> = {}): V {
  const merged: Record<string, unknown> = { ...(theirs as Record<string, unknown>) };
  const keptMine = new Set<string>();
  // Every field that differs, those that follow another included (handled below); compared as each field says.
  const compared = Object.fromEntries(
    Object.entries(fields as Record<string, ConflictField | undefined>).map(([key, field]) => [
      key,
      field?.key ? { label: field.label, key: field.key } : undefined,
    ]),
  );
  for (const change of fieldChanges(base, mine, theirs, compared as ConflictFields<V>)) {
    if (change.kind === 'mine' || (change.kind === 'both' && picks[change.key] !== 'theirs')) keptMine.add(change.key);
  }
  for (const [key, field] of Object.entries(fields as Record<string, ConflictField | undefined>)) {
    if (field?.follows && !sameValue((mine as Record<string, unknown>)[field.follows], (theirs as Record<string, unknown>)[field.follows])) {
      keptMine.delete(key);
      if (keptMine.has(field.follows)) keptMine.add(key);
    }
  }
  for (const key of keptMine) merged[key] = (mine as Record<string, unknown>)[key];
  return merged as V;
}
