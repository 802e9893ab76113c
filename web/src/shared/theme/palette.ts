import type { ColorSystemOptions } from '@mui/material/styles';

import brand from './brand-palette.json';
import './palette-augmentation';

// The brand palette (docs/brand.md): navy is the trust colour (headings, links, the logo's roof), clay the one action
// colour (every button that does something, the logo's foundation), sand the light bands, stone the warm greys. The
// dark scheme is its own palette (night blues, lighter navy and clay), not the light one inverted. Every text pair
// keeps 4.5:1 or more (docs/brand.md lists the figures; web/src/shared/theme/palette.test.ts checks them).
export const lightScheme: ColorSystemOptions = {
  palette: {
    primary: { main: brand.navy['800'], light: brand.navy['500'], dark: brand.navy['900'], contrastText: '#FFFFFF' },
    secondary: { main: brand.clay['700'], light: brand.clay['500'], dark: brand.clay['800'], contrastText: '#FFFFFF' },
    error: { main: '#C62828', contrastText: '#FFFFFF' },
    // Darker than MUI's #ED6C02 (3.0:1 on white): 'Alterações não salvas', 'Manter a minha versão' read 5.7:1.
    warning: { main: '#A84C06', contrastText: '#FFFFFF' },
    background: { default: brand.sand['50'], paper: '#FFFFFF' },
    text: { primary: brand.stone['900'], secondary: brand.stone['700'] },
    divider: 'rgba(36, 32, 27, 0.12)',
    brand: {
      band: brand.sand['100'],
      bandStrong: brand.navy['800'],
      onBandStrong: '#FFFFFF',
      word: brand.navy['800'],
      wordSoft: brand.navy['700'],
      roof: brand.navy['800'],
      slab: brand.clay['700'],
      line: brand.sand['200'],
      figure: brand.clay['300'],
    },
  },
};

export const darkScheme: ColorSystemOptions = {
  palette: {
    primary: { main: brand.navy['300'], light: brand.navy['100'], dark: brand.navy['500'], contrastText: brand.night['900'] },
    secondary: { main: brand.clay['300'], light: brand.clay['100'], dark: brand.clay['500'], contrastText: brand.night['900'] },
    // A lighter red than MUI's dark default (#f44336 read 4.0:1 on the dark paper: the outlined 'Bloquear').
    error: { main: '#F4877C', contrastText: brand.night['900'] },
    warning: { main: '#FFA726', contrastText: brand.night['900'] },
    background: { default: brand.night['900'], paper: brand.night['800'] },
    text: { primary: brand.stone['100'], secondary: brand.night['400'] },
    divider: 'rgba(233, 228, 220, 0.14)',
    brand: {
      band: brand.night['700'],
      bandStrong: brand.night['600'],
      onBandStrong: brand.stone['100'],
      word: brand.stone['100'],
      wordSoft: brand.navy['100'],
      roof: brand.navy['100'],
      slab: brand.clay['300'],
      line: brand.night['700'],
      figure: brand.clay['300'],
    },
  },
};
