import Box from '@mui/material/Box';
import Link from '@mui/material/Link';

import { sectionAnchor } from './form-section';
import { useCurrentSection } from './use-current-section';

/**
 * An editor's jump list ('Seções do formulário'), beside the form on a wide screen: a link to each section's heading,
 * the section being read marked (aria-current="location", in the primary colour with a bar) as the page scrolls or
 * after a jump.
 */
export function SectionJumpList({ sections }: { sections: readonly string[] }) {
  const anchors = sections.map(sectionAnchor);
  const { current, jump } = useCurrentSection(anchors);
  return (
    <Box component="nav" aria-label="Seções do formulário" sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 160 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {sections.map((section, index) => {
          const here = anchors[index] === current;
          return (
            <li key={section}>
              <Link
                href={`#${anchors[index]}`}
                aria-current={here ? 'location' : undefined}
                onClick={() => jump(anchors[index])}
                underline="hover"
                color={here ? 'primary' : 'text.secondary'}
                variant="body2"
                sx={{
                  display: 'block',
                  py: 0.5,
                  pl: 1,
                  borderLeft: 3,
                  borderColor: here ? 'primary.main' : 'transparent',
                  fontWeight: here ? 700 : undefined,
                }}
              >
                {section}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
