/** The lead form's button on the fixed pages (a landing page's form has its own, from the CMS). */
export const DEFAULT_SUBMIT_LABEL = 'Solicitar Consultoria Gratuita';
