import { LANDING_PAGE_MESSAGES, landingPublishIssue, type LandingPageFormValues, type LandingPageInput } from '@alicerce/domain';

/** The field a 400 of the CMS is about, by its pt-BR message (the domain's, which the CMS answers), or null for a toast. */
export function serverErrorField(message: string, page: LandingPageInput | LandingPageFormValues): string | null {
  if (message === LANDING_PAGE_MESSAGES.reservedSlug || message === LANDING_PAGE_MESSAGES.slugTaken) return 'slug';
  if (message === LANDING_PAGE_MESSAGES.consentMissing) {
    // The form whose consent text is blank, else (the CMS saw it blank) the page's form.
    const issue = landingPublishIssue({ blocks: page.blocks as LandingPageInput['blocks'], is_published: true });
    const index = issue?.index ?? (page.blocks ?? []).findIndex((block) => block.type === 'lead_form');
    return index < 0 ? null : `blocks.${index}.consent_text`;
  }
  if (message === LANDING_PAGE_MESSAGES.oneHero || message === LANDING_PAGE_MESSAGES.oneForm || message === LANDING_PAGE_MESSAGES.blocksMissing)
    return 'blocks';
  return null;
}
