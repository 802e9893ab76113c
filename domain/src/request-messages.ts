/** The pt-BR answer to a visitor who sent too many requests in a short time (the CMS's 429; the site shows the same). */
export const TOO_MANY_REQUESTS_MESSAGE = 'Muitas solicitações. Aguarde alguns minutos e tente novamente.';
