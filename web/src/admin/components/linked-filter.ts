/**
 * A list opened from a link with its filter applied (Início's blocks: 'Ver envios com falha' → Envios ?situacao=failed):
 * the URL's value of `param` when it is one of `allowed`, else `fallback`. Read once, as the list's first state.
 */
export function linkedValue<T extends string>(params: URLSearchParams, param: string, allowed: readonly T[], fallback: T | ''): T | '' {
  const value = params.get(param);
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A day in a link (`?de=2026-11-23`): 'YYYY-MM-DD', or undefined. */
export function linkedDay(params: URLSearchParams, param: string): string | undefined {
  const value = params.get(param);
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}
