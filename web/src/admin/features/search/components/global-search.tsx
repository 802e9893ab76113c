import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { SEARCH_LIMITS, SEARCH_MESSAGES, type RecentDocument, type SearchHit } from '@alicerce/domain';
import { recentDocumentsQuery } from '@/admin/components/recent-documents/recent-documents-api';
import { normalizeApiError } from '@/admin/lib/api-client';

import { globalSearchQuery } from '../api/search';

/** The field asks the CMS once the typing pauses this long, not at every key. */
export const SEARCH_DEBOUNCE_MS = 250;

export const SEARCH_TEXTS = {
  open: 'Pesquisar no painel',
  label: 'Pesquisar no painel',
  placeholder: 'Cases, artigos, páginas, leads…',
  results: 'Resultados da busca',
  empty: SEARCH_MESSAGES.tooShort,
  loading: 'Buscando…',
  none: (q: string) => `Nenhum resultado para “${q}”.`,
  error: (message: string) => `Não foi possível buscar: ${message}`,
  hint: 'Use ↑ e ↓ para escolher, Enter para abrir e Esc para fechar.',
  recent: 'Abertos recentemente',
} as const;

/** Ctrl+K, or ⌘+K on a Mac: the shortcut that opens the search from any screen. */
const isShortcut = (event: globalThis.KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

/**
 * The dashboard's global search (issue 57): a field in the header (an icon on a phone) and Ctrl/⌘+K open a dialog
 * whose results, grouped by type, come from the CMS with the signed-in person's permissions. Keyboard only: ↑/↓ move
 * through the results (a combobox with its listbox), Enter opens the one chosen, Esc closes.
 */
export function GlobalSearch() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      {phone ? (
        <IconButton aria-label={SEARCH_TEXTS.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<SearchIcon />}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          // 'Pesquisar', not 'Buscar': the screens' own search buttons and fields are 'Buscar'.
          onClick={() => setOpen(true)}
          sx={{
            color: 'text.secondary',
            borderColor: 'divider',
            textTransform: 'none',
            justifyContent: 'flex-start',
            minWidth: { sm: 150, lg: 220 },
          }}
        >
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            Pesquisar
          </Box>
          <Box component="kbd" aria-hidden sx={{ ml: 1.5, fontFamily: 'inherit', fontSize: '0.75rem', display: { xs: 'none', lg: 'inline' } }}>
            Ctrl K
          </Box>
        </Button>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
        sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
        slotProps={{ paper: { 'aria-label': SEARCH_TEXTS.label, sx: { mt: { sm: 8 } } } }}
      >
        {open && <SearchPanel onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

type Option = SearchHit & { key: string; optionId: string };
type Group = { group: string; label: string; hits: SearchHit[]; more: boolean };

/** Before anything is typed, the person's last opened documents (issue 57) are the choices, as one group. */
const recentGroup = (recent: RecentDocument[] | undefined): Group[] =>
  recent?.length
    ? [
        {
          group: 'recentes',
          label: SEARCH_TEXTS.recent,
          more: false,
          hits: recent.map((item) => ({ id: `${item.kind}-${item.documentId}`, title: item.title, context: item.label, path: item.path })),
        },
      ]
    : [];

/** The dialog's inside: mounted on open, so each opening starts with an empty field. */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-list`;
  const statusId = `${baseId}-status`;
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const q = typed.trim();
  const tooShort = q.length < SEARCH_LIMITS.minLength;

  useEffect(() => {
    const timer = setTimeout(() => setAsked(q), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q]);

  const search = useQuery({ ...globalSearchQuery(asked), enabled: asked.length >= SEARCH_LIMITS.minLength });
  const recent = useQuery({ ...recentDocumentsQuery(), enabled: q === '' });
  const groups = useMemo<Group[]>(
    () => (q === '' ? recentGroup(recent.data) : tooShort || !search.data ? [] : search.data),
    [q, recent.data, tooShort, search.data],
  );
  const options = useMemo<Option[]>(
    () => groups.flatMap(({ group, hits }) => hits.map((hit, i) => ({ ...hit, key: `${group}:${hit.id}`, optionId: `${baseId}-${group}-${i}` }))),
    [groups, baseId],
  );
  // The option chosen by the arrows, or the first when the results changed under it.
  const active = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );

  const settled = asked === q && !search.isFetching;
  const status = tooShort
    ? options.length
      ? `${SEARCH_TEXTS.recent}: ${options.length}. ${SEARCH_TEXTS.empty} ${SEARCH_TEXTS.hint}`
      : SEARCH_TEXTS.empty
    : search.isError
      ? SEARCH_TEXTS.error(normalizeApiError(search.error).message)
      : !settled || !search.data
        ? SEARCH_TEXTS.loading
        : options.length === 0
          ? SEARCH_TEXTS.none(q)
          : `${options.length} ${options.length === 1 ? 'resultado' : 'resultados'}. ${SEARCH_TEXTS.hint}`;

  const choose = (option: Option | undefined) => {
    if (!option) return;
    onDone();
    navigate(option.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveKey(options[(active + step + options.length) % options.length].key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(options[active]);
    }
  };
  const activeOption = options[active];

  return (
    <Box sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <TextField
        autoFocus
        fullWidth
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        label={SEARCH_TEXTS.label}
        placeholder={SEARCH_TEXTS.placeholder}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            maxLength: SEARCH_LIMITS.maxLength,
            'aria-expanded': options.length > 0,
            'aria-controls': listId,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeOption?.optionId,
            'aria-describedby': statusId,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" onClick={onDone}>
                  Fechar
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ height: 4 }}>{search.isFetching && <LinearProgress aria-hidden />}</Box>
      <Typography id={statusId} role="status" variant="body2" color="text.secondary">
        {status}
      </Typography>
      <Box
        component="ul"
        id={listId}
        role="listbox"
        aria-label={SEARCH_TEXTS.results}
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: { sm: '60vh' }, overflowY: 'auto', display: options.length ? 'block' : 'none' }}
      >
        {groups.map(({ group, label, hits, more }) => (
          <Box component="li" role="presentation" key={group} sx={{ mb: 1.5 }}>
            <Typography id={`${baseId}-${group}`} variant="overline" component="div" color="text.secondary" sx={{ px: 1 }} aria-hidden>
              {label}
              {more && ' · e outros na tela'}
            </Typography>
            <Box component="ul" role="group" aria-labelledby={`${baseId}-${group}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {hits.map((hit) => {
                const option = options.find((candidate) => candidate.key === `${group}:${hit.id}`)!;
                const selected = option === activeOption;
                return (
                  <Box
                    component="li"
                    role="option"
                    id={option.optionId}
                    key={option.key}
                    aria-selected={selected}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onMouseMove={() => setActiveKey(option.key)}
                    sx={{
                      px: 1.5,
                      py: 1,
                      borderRadius: 1,
                      cursor: 'pointer',
                      bgcolor: selected ? 'action.selected' : undefined,
                      outline: selected ? '2px solid' : undefined,
                      outlineColor: 'primary.main',
                    }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {hit.title}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                      {hit.context}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
