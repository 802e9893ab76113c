import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

type Props = { label: string; rows?: number; height?: number };

/**
 * Grey placeholders in the shape of what is loading (the rows of a list, the fields of a form), where it will
 * appear: the tab keeps its layout and shows at a glance that content is on its way. The status is named `label` for screen readers.
 */
export function ListSkeleton({ label, rows = 3, height = 72 }: Props) {
  return (
    <Box role="status" aria-label={label} aria-busy="true" data-testid="loading-skeleton" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} animation="wave" />
      ))}
    </Box>
  );
}
