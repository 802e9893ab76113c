import { useCompany } from '@/shared/config/company-context';
import { defaultWhatsappGreeting, whatsappUrl } from '@/site/lib/whatsapp';

/** The attributes of a link that opens a WhatsApp chat with the company in a new tab, `text` (or a greeting) prefilled. */
export function useWhatsappLink(text?: string) {
  const company = useCompany();
  return {
    href: whatsappUrl(company.whatsappDigits, text ?? defaultWhatsappGreeting(company.name)),
    target: '_blank',
    rel: 'noopener noreferrer',
  } as const;
}
