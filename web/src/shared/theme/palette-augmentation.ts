// The brand's own colour roles beside MUI's (theme.palette.brand / var(--mui-palette-brand-*)).
type BrandRoles = {
  /** Alternating light band behind a section (sand in light, night blue in dark). */
  band: string;
  /** The strong band (final call to action, results band) and the text on it. */
  bandStrong: string;
  onBandStrong: string;
  /** The logo's parts: the wordmark (strong and soft word), the roof and the foundation slab. */
  word: string;
  wordSoft: string;
  roof: string;
  slab: string;
  /** Figures on the strong band (results). */
  figure: string;
  /** Fine lines of the drawings (plan lines, grids). */
  line: string;
};

declare module '@mui/material/styles' {
  interface Palette {
    brand: BrandRoles;
  }
  interface PaletteOptions {
    brand?: BrandRoles;
  }
}

export {};
