/** Company contact data. Default values until the CMS site settings provide them. */
export type Company = {
  name: string;
  phoneDisplay: string;
  /** Digits only, with country code, as wa.me expects. */
  whatsappDigits: string;
  email: string;
  city: string;
  hours: string;
};

export const defaultCompany: Company = {
  name: 'Alicerce Digital',
  phoneDisplay: '(15) 90000-0000',
  whatsappDigits: '5515900000000',
  email: 'contato@alicerce.example',
  city: 'Sorocaba - SP',
  hours: 'Segunda a sexta, 08:00–18:00',
};

/** tel: href from the displayed phone. */
export const phoneHref = (company: Company) => `tel:+${company.whatsappDigits}`;
