import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { ALL_CATEGORIES, CATEGORY_FILTERS, type CategoryFilterValue } from '../lib/categories';

type Props = { value: CategoryFilterValue; onChange: (value: CategoryFilterValue) => void };

/** Category chips: one is selected (aria-pressed), 'Todos' by default. */
export function CategoryFilter({ value, onChange }: Props) {
  return (
    <Stack
      role="group"
      aria-label="Filtrar artigos por categoria"
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
    >
      {CATEGORY_FILTERS.map((category) => {
        const selected = category === value;
        return (
          <Chip
            key={category}
            label={category === ALL_CATEGORIES ? 'Todos' : category}
            clickable
            onClick={() => onChange(category)}
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
          />
        );
      })}
    </Stack>
  );
}
