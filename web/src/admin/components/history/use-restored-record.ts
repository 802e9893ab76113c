import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * An editor screen's side of a restore: the restored document (as the editor's GET answers it) becomes the query's
 * data (`merge` places it in a list query) and `generation` changes, so the screen draws its editor anew — form,
 * state and version all from the restored document. The type's other queries (lists, public pages) are refreshed.
 */
export function useRestoredRecord(queryKey: QueryKey, merge?: (current: unknown, document: Record<string, unknown>) => unknown) {
  const queryClient = useQueryClient();
  const [generation, setGeneration] = useState(0);
  const onRestored = (document: Record<string, unknown>) => {
    queryClient.setQueryData(queryKey, (current: unknown) => (merge ? merge(current, document) : document));
    setGeneration((count) => count + 1);
    void queryClient.invalidateQueries({ queryKey: queryKey.slice(0, 1), refetchType: 'none' });
  };
  return { generation, onRestored };
}
