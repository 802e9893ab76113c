import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { dataAttr } from '@/site/lib/islands/selectors';

import { BLOG_LIST } from '../lib/blog-list-selectors';
import { ALL_CATEGORIES, CATEGORY_FILTERS } from '../lib/categories';

/**
 * Category chips (buttons with aria-pressed), 'Todos' pressed in the HTML; blog-list-island.ts switches them.
 * Pressed and not pressed are drawn by CSS on aria-pressed, so the island only flips the attribute.
 */
export function CategoryFilter() {
  return (
    <Stack role="group" aria-label="Filtrar artigos por categoria" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {CATEGORY_FILTERS.map((category) => (
        <Chip
          key={category}
          component="button"
          type="button"
          label={category === ALL_CATEGORIES ? 'Todos' : category}
          {...dataAttr(BLOG_LIST.category, category)}
          aria-pressed={category === ALL_CATEGORIES}
          variant="outlined"
          clickable
          sx={{
            '&[aria-pressed="true"]': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
            '&[aria-pressed="true"]:hover': { bgcolor: 'primary.dark' },
          }}
        />
      ))}
    </Stack>
  );
}
