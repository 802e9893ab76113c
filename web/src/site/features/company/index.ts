export { loadCompany, companyQuery } from './api/get-company';
export { LiveCompanyProvider } from './live-company-provider';
