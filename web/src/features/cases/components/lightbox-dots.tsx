import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

type Props = { count: number; index: number; onSelect: (index: number) => void };

/** One dot per image; the current one is marked with aria-current. */
export function LightboxDots({ count, index, onSelect }: Props) {
  return (
    <Box component="ul" aria-label="Escolher imagem" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ButtonBase
            aria-label={`Ir para a imagem ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              '&::after': {
                content: '""',
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: i === index ? 'common.white' : 'rgba(255,255,255,.4)',
                transition: 'background-color .2s',
              },
              '&:focus-visible': { outline: '2px solid #FFFFFF' },
            }}
          />
        </li>
      ))}
    </Box>
  );
}
