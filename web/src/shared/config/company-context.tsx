import { createContext, useContext, type ReactNode } from 'react';

import { defaultCompany, type Company } from './company';

const CompanyContext = createContext<Company>(defaultCompany);

/**
 * The single place components read company contact data from.
 * Later the app providers pass the CMS values here; consumers do not change.
 */
export function useCompany(): Company {
  return useContext(CompanyContext);
}

export function CompanyProvider({ value, children }: { value?: Company; children: ReactNode }) {
  return <CompanyContext.Provider value={value ?? defaultCompany}>{children}</CompanyContext.Provider>;
}
