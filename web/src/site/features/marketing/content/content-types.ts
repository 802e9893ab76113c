/** Names of the icons a content item can ask for (see components/marketing-icon.tsx). */
export type MarketingIconName = 'leads' | 'launch' | 'automation' | 'consulting' | 'search' | 'social' | 'landing' | 'crm';

export type ServiceHighlight = { icon: MarketingIconName; title: string; text: string };

export type Benefit = { title: string; text: string };
