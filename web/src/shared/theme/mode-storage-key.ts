/** Storage key MUI persists the chosen mode under (also read by the theme toggle's island, without the theme). */
export const MODE_STORAGE_KEY = 'mui-mode';
