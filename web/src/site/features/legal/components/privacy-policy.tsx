import { useCompany } from '@/shared/config/company-context';

import { privacyIntro, privacySections } from '../content/privacy-policy';

import { LegalDocument } from './legal-document';

/** Política de Privacidade, filled with the company's name, city and e-mail. */
export function PrivacyPolicy({ heading }: { heading: string }) {
  const company = useCompany();
  return <LegalDocument heading={heading} intro={privacyIntro(company)} sections={privacySections(company)} />;
}
