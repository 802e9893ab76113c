// Legal pages: Política de Privacidade and Termos de Uso.
export { PrivacyPolicy } from './components/privacy-policy';
export { TermsOfUse } from './components/terms-of-use';
