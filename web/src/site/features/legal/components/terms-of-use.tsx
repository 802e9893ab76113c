import { useCompany } from '@/shared/config/company-context';

import { termsIntro, termsSections } from '../content/terms-of-use';

import { LegalDocument } from './legal-document';

/** Termos de Uso, filled with the company's name, city and e-mail. */
export function TermsOfUse({ heading }: { heading: string }) {
  const company = useCompany();
  return <LegalDocument heading={heading} intro={termsIntro(company)} sections={termsSections(company)} />;
}
