import { LANDING_DOM, type Attribution, type LandingLeadFields, type LandingVariantKey } from '@alicerce/domain';
import { contactForm } from '@/site/components/forms/contact-form-dom';
import { focusField, setButtonState } from '@/site/components/forms/field-dom';
import { paths } from '@/shared/config/paths';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/shared/lib/api-error';
import { dismissToasts, flashToast, toast } from '@/site/lib/dom/toast';
import { delay, randomId } from '@/site/lib/ids';
import { closest, read } from '@/site/lib/islands/selectors';

import { createLead } from '../api/create-lead';
import { currentAttribution } from '../attribution';
import type { LeadSource } from '../lead-source';
import { DEFAULT_SUBMIT_LABEL } from '../lead-form-labels';
import type { IslandProps } from '@/site/lib/islands/island-props';

/** This island's props, as its marker carries them (site/lib/islands/island-props.ts). */
declare module '@/site/lib/islands/island-props' {
  interface IslandPropsMap {
    'lead-form': Props;
  }
}

type Props = { source: LeadSource; submitLabel?: string; campaignTag?: string };

/**
 * A landing page's form adds the page and the hero variant its file was prerendered with (LANDING_DOM on the page's
 * wrapper), and its campaign tag as utm_campaign when the visit brought no campaign of its own.
 */
function landingFields(root: HTMLElement, attribution: Attribution, campaignTag: string | undefined): Attribution & LandingLeadFields {
  const page = closest(root, LANDING_DOM.page);
  if (!page) return attribution;
  const slug = read(page, LANDING_DOM.page);
  return {
    ...attribution,
    source_page: paths.landingPage(slug ?? ''),
    utm_campaign: attribution.utm_campaign || campaignTag || null,
    landing_page_slug: slug,
    variant: read(page, LANDING_DOM.variant) as LandingVariantKey | null,
  };
}

/** Where a sent form leads: a launch's page names its own thank-you (issue 54); every other form, the site's /obrigado. */
function thankYouOf(root: HTMLElement): string {
  const page = closest(root, LANDING_DOM.page);
  const own = page ? read(page, LANDING_DOM.thankYou) : null;
  return own && own.startsWith('/lp/') ? own : paths.thankYou;
}

/** The spec's submit feel: the success toast shows about 1 s after the click. */
const MIN_SUBMIT_MS = 1000;

/**
 * The lead form of a static page: validated with the shared rules (first error in the 'Erro de validação' toast,
 * each under its field, re-checked as the visitor corrects them, the focus on the first field to correct; the toast
 * covers none of the form's fields and buttons), sent once with an idempotency key (a retry of
 * unchanged data reuses it), then /obrigado (a launch's page: its own thank-you). On any failure the visitor's text stays and the form is editable again.
 */
export function mount(root: HTMLElement, props: IslandProps<'lead-form'>) {
  const form = root.querySelector('form');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !button) return;
  const { source, submitLabel = DEFAULT_SUBMIT_LABEL, campaignTag } = props;
  const group = `lead-form-${source}`;
  const contact = contactForm(form);
  let idempotencyKey: string | null = null;
  let submitted = false;
  let sending = false;
  let checking = false;

  const setSending = (value: boolean) => {
    sending = value;
    contact.lock(value);
    setButtonState(button, { disabled: value, text: value ? 'Enviando...' : submitLabel });
  };

  form.addEventListener('input', () => {
    idempotencyKey = null; // changed data is a new submission
    if (submitted) void contact.check();
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending || checking) return;
    submitted = true;
    checking = true;
    const result = await contact.check().finally(() => (checking = false));
    if (!('data' in result)) {
      if (result.field) focusField(result.field);
      toast.error('Erro de validação', result.error, { group });
      return;
    }
    dismissToasts(group);
    idempotencyKey ??= randomId();
    setSending(true);
    try {
      await Promise.all([
        createLead({
          fields: result.data,
          attribution: landingFields(root, currentAttribution(source), campaignTag),
          honeypot: contact.honeypot(),
          idempotencyKey,
        }),
        delay(MIN_SUBMIT_MS),
      ]);
    } catch (error) {
      setSending(false);
      // The CMS's messages arrive in the site's pt-BR (site/lib/public-api.ts); anything else is not shown as it is.
      const apiError = error instanceof ApiError ? error : new ApiError(GENERIC_ERROR_MESSAGE);
      if (apiError.status === 400 && contact.showServerError(apiError.field, apiError.message))
        toast.error('Erro de validação', apiError.message, { group });
      else toast.error('Erro ao enviar formulário', apiError.message, { group });
      return;
    }
    flashToast('success', 'Formulário enviado!', 'Entraremos em contato em breve.');
    window.location.assign(thankYouOf(root));
  });
}
