import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { ContactFieldsMarkup } from '@/site/components/forms/contact-fields-markup';
import { HoneypotField } from '@/site/components/forms/honeypot-field';
import { Island } from '@/site/lib/islands/island';
import { useIsPreview } from '@/shared/lib/preview-mode';

import { DEFAULT_SUBMIT_LABEL } from '../lead-form-labels';
import type { LeadSource } from '../lead-source';

export type LeadFormProps = {
  source: LeadSource;
  title?: string;
  /** The form sits in a narrow column from 900 px (the home hero): its fields stack there. */
  narrow?: boolean;
  /** A landing page's form: which optional fields it asks, its button, its consent sentence and its campaign tag. */
  landing?: { fields: readonly string[]; buttonText: string; consentText: string; campaignTag: string };
};

/**
 * Consultation request (spec §2/§4): static markup, so a visitor can type as soon as the page shows; its island
 * (lead-form-island.ts) validates with the shared rules, stores the lead in the CMS and goes to /obrigado.
 * `method="post"` keeps typed data out of the address bar should the island not have loaded. In a dashboard editor's
 * preview (itself inside the editor's form) the same markup is drawn in a <div>, its button not a submit button.
 */
export function LeadForm({ source, title, narrow = false, landing }: LeadFormProps) {
  const submitLabel = landing?.buttonText ?? DEFAULT_SUBMIT_LABEL;
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const preview = useIsPreview();
  // Without a visible title the form is still named, and not like the home hero's form (landmarks need distinct names).
  const formProps = preview
    ? { component: 'div' as const }
    : { component: 'form' as const, method: 'post', noValidate: true, 'aria-label': title ?? 'Formulário de contato' };
  return (
    <Island name="lead-form" props={{ source, submitLabel, ...(landing && { campaignTag: landing.campaignTag }) }} when="idle">
      <Box {...formProps} sx={{ position: 'relative' }}>
        {title && (
          <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
            {title}
          </Typography>
        )}
        <ContactFieldsMarkup idPrefix={`lead-${id}`} narrow={narrow} optional={landing?.fields} />
        <HoneypotField />
        {landing?.consentText && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {landing.consentText}
          </Typography>
        )}
        <Button type={preview ? 'button' : 'submit'} variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
          {submitLabel}
        </Button>
      </Box>
    </Island>
  );
}
