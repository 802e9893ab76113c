import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';

import { compareSnapshots } from './compare-fields';
import { FieldComparison } from './field-comparison';
import type { HistoryConfig, Revision } from './revision';

type Props = { revisions: Revision[]; config: Pick<HistoryConfig, 'labels' | 'media' | 'fields'> };

const name = (revision: Revision) => `Versão ${revision.version}`;

/** A select of the document's versions, by revision id (native: a phone's own picker, the keyboard's arrows). */
function VersionSelect({
  label,
  value,
  revisions,
  onChange,
}: {
  label: string;
  value: number;
  revisions: Revision[];
  onChange: (id: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 140, flex: '1 1 8rem' }}
    >
      {revisions.map((revision) => (
        <option key={revision.id} value={revision.id}>
          {name(revision)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * 'Comparar' … 'com' …: any two versions (the newest and the one before at first), and every field that differs
 * between them, from the older to the newer.
 */
export function RevisionCompare({ revisions, config }: Props) {
  const headingId = useId();
  const [picked, setPicked] = useState<[number, number]>(() => [revisions[1]?.id ?? revisions[0].id, revisions[0].id]);
  const byId = (id: number) => revisions.find((revision) => revision.id === id) ?? revisions[0];
  const [first, second] = [byId(picked[0]), byId(picked[1])];
  const [older, newer] = first.version <= second.version ? [first, second] : [second, first];
  const diffs = useMemo(() => compareSnapshots(config, older.snapshot, newer.snapshot), [config, older, newer]);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        Comparar versões
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1 }}>
        <VersionSelect label="Comparar" value={first.id} revisions={revisions} onChange={(id) => setPicked(([, b]) => [id, b])} />
        <VersionSelect label="com" value={second.id} revisions={revisions} onChange={(id) => setPicked(([a]) => [a, id])} />
      </Box>
      {older.id === newer.id ? (
        <Typography variant="body2" color="text.secondary">
          Escolha duas versões diferentes para comparar.
        </Typography>
      ) : diffs.length === 0 ? (
        <Typography
          variant="body2"
          color="text.secondary"
        >{`Nenhum campo difere entre a ${name(older).toLowerCase()} e a ${name(newer).toLowerCase()}.`}</Typography>
      ) : (
        <Box component="ul" aria-label={`Diferenças entre a ${name(older).toLowerCase()} e a ${name(newer).toLowerCase()}`} sx={{ m: 0, p: 0 }}>
          {diffs.map((diff) => (
            <FieldComparison key={diff.key} diff={diff} olderName={name(older)} newerName={name(newer)} />
          ))}
        </Box>
      )}
    </Box>
  );
}
