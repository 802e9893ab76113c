import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, webhookEndpointInputSchema, type WebhookEndpointInput, type WebhookEvent } from '@alicerce/domain';

type Errors = Partial<Record<'url' | 'events' | 'description', string>>;

type Props = { saving: boolean; serverErrors?: Errors; onSubmit: (input: WebhookEndpointInput) => void };

/** A new CRM endpoint: its https URL, the events it wants, a note; checked with the CMS's own rules before sending. */
export function WebhookForm({ saving, serverErrors, onSubmit }: Props) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['lead.created']);
  const [errors, setErrors] = useState<Errors>({});
  const shown = { ...errors, ...serverErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = webhookEndpointInputSchema.safeParse({ url, description, events, active: true });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      document.getElementById(next.url ? 'webhook-url' : 'webhook-events')?.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Novo webhook" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <TextField
        id="webhook-url"
        label="URL do endpoint"
        placeholder="https://"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={Boolean(shown.url)}
        helperText={shown.url ?? 'Somente https, para um endereço público.'}
        required
      />
      <TextField
        label="Descrição (opcional)"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={Boolean(shown.description)}
        helperText={shown.description}
      />
      <FormControl error={Boolean(shown.events)} component="fieldset">
        <FormLabel component="legend">Eventos</FormLabel>
        <FormGroup id="webhook-events" tabIndex={-1}>
          {WEBHOOK_EVENTS.map((name) => (
            <FormControlLabel
              key={name}
              label={WEBHOOK_EVENT_LABELS[name]}
              control={
                <Checkbox
                  checked={events.includes(name)}
                  onChange={(e) => setEvents(e.target.checked ? [...events, name] : events.filter((other) => other !== name))}
                />
              }
            />
          ))}
        </FormGroup>
        {shown.events && <FormHelperText>{shown.events}</FormHelperText>}
      </FormControl>
      <Box>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? 'Salvando...' : 'Adicionar webhook'}
        </Button>
      </Box>
    </Box>
  );
}
