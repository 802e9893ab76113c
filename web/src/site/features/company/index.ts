export { loadCompany } from './api/get-company';
export { LiveCompanyProvider } from './live-company-provider';
