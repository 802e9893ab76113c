import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { FieldDiff } from './compare-fields';
import { prettyJson } from './compare-fields';
import { MediaThumbnails } from './media-thumbnails';
import { LineDiff, TextDiff } from './text-diff';
import { diffLines, diffWords } from './word-diff';

type Props = { diff: FieldDiff; /** 'Versão 1' */ olderName: string; /** 'Versão 3' */ newerName: string };

/**
 * One field that differs between two versions, under its form label: a text with the words removed and added marked,
 * a structured value as a summary of each side and the diff of its JSON lines, images side by side.
 */
export function FieldComparison({ diff, olderName, newerName }: Props) {
  return (
    <Box component="li" aria-label={diff.label} sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {diff.label}
      </Typography>
      {diff.kind === 'text' && <TextDiff parts={diffWords(diff.before, diff.after)} />}
      {diff.kind === 'structured' && (
        <>
          <Typography variant="body2" sx={{ mb: 0.5 }}>{`${olderName}: ${diff.summaryBefore} → ${newerName}: ${diff.summaryAfter}`}</Typography>
          <Box component="details">
            <Typography component="summary" variant="body2" color="primary" sx={{ cursor: 'pointer' }}>
              Ver diferenças no JSON
            </Typography>
            <LineDiff parts={diffLines(prettyJson(diff.before), prettyJson(diff.after))} />
          </Box>
        </>
      )}
      {diff.kind === 'media' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
          <MediaThumbnails ids={diff.before} side={olderName} />
          <MediaThumbnails ids={diff.after} side={newerName} />
        </Box>
      )}
    </Box>
  );
}
