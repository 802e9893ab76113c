import { useCallback, useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (slots that start while the page is open get disabled) and on
 * demand with `refresh` (e.g. after the server said a slot is gone).
 */
export function useNow(intervalMs = 30_000): [Date, () => void] {
  const [now, setNow] = useState(() => new Date());
  const refresh = useCallback(() => setNow(new Date()), []);
  useEffect(() => {
    const id = setInterval(refresh, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, refresh]);
  return [now, refresh];
}
