/** Where on the site the form was sent from (stored with the lead). */
export type LeadSource = 'home-hero' | 'home-secao' | 'contato' | 'marketing-digital' | 'landing-page';
