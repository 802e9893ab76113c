import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

type Props = {
  value: string;
  onChange: (value: string) => void;
  /** What the search looks in, under the box (a placeholder would be cut on a phone). */
  hint: string;
  sx?: SxProps<Theme>;
};

/** The dashboard's search box: 'Buscar' with a search icon and what it searches under it. */
export function SearchField({ value, onChange, hint, sx }: Props) {
  return (
    <TextField
      size="small"
      type="search"
      label="Buscar"
      helperText={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
