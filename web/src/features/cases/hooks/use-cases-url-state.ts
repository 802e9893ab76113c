import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { ALL, NO_FILTERS, parsePlatform, parsePropertyType, type CaseFilters } from '../lib/filters';

import { useIsHydrated as useHydrated } from '@/lib/use-is-hydrated';

/** Query-string keys: /cases?plataforma=…&tipo=…&case=<slug> */
export const PARAM = { platform: 'plataforma', propertyType: 'tipo', case: 'case' } as const;

type OpenedFromList = { caseOpenedFromList?: boolean } | null;

/**
 * The filters and the open case live in the URL, so a filtered list or a case can be shared as a link.
 * Opening a case pushes a history entry (Back closes the dialog); filters replace the current one.
 */
export function useCasesUrlState() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();

  const filters: CaseFilters = hydrated
    ? { platform: parsePlatform(params.get(PARAM.platform)), propertyType: parsePropertyType(params.get(PARAM.propertyType)) }
    : NO_FILTERS;
  const openSlug = hydrated ? params.get(PARAM.case) : null;

  const setFilters = useCallback(
    (next: CaseFilters) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const put = (key: string, value: string) => (value === ALL ? out.delete(key) : out.set(key, value));
          put(PARAM.platform, next.platform);
          put(PARAM.propertyType, next.propertyType);
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const openCase = useCallback(
    (slug: string) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.set(PARAM.case, slug);
          return out;
        },
        { preventScrollReset: true, state: { caseOpenedFromList: true } },
      ),
    [setParams],
  );

  const fromList = Boolean((location.state as OpenedFromList)?.caseOpenedFromList);
  const closeCase = useCallback(() => {
    // Opened from the list: going back leaves the history as it was. Opened from a shared link: drop the param.
    if (fromList) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        out.delete(PARAM.case);
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [fromList, navigate, setParams]);

  return { filters, setFilters, openSlug, openCase, closeCase };
}
