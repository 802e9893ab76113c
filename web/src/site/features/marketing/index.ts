// Public marketing pages: home, serviços, contato, marketing digital, obrigado.
export { BenefitsList } from './components/benefits-list';
export { CmsButton } from './components/cms-button';
export { ContactInfo } from './components/contact-info';
export { FaqAccordion } from './components/faq-accordion';
export { FinalCtaSection } from './components/final-cta-section';
export { FormSection } from './components/form-section';
export { HeroSection } from './components/hero-section';
export { HighlightCards } from './components/highlight-cards';
export { PartnerLogos } from './components/partner-logos';
export { PlanCards } from './components/plan-cards';
export { RotatingWord } from './components/rotating-word';
export { Section } from './components/section';
export { ServicePriceCards } from './components/service-price-cards';
export { StatsSection } from './components/stats-section';
export { ThankYouActions } from './components/thank-you-actions';

export { contactFaqs } from './content/faqs';
export { ROTATING_WORD_INTERVAL_MS, homeBenefits, homeFormSection, homeServices, rotatingWords } from './content/home';
export {
  defaultContactCta,
  defaultContactHero,
  defaultHomeCta,
  defaultHomeHero,
  defaultServicesCta,
  defaultServicesHero,
} from './content/page-sections';
export { partners } from './content/partners';
export { plans } from './content/plans';
export { marketingBenefits, marketingFormSection, marketingHero, marketingStrategies } from './content/real-estate-marketing';
export { services } from './content/services';
export { agencyStats } from './content/stats';
