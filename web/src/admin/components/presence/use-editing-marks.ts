import { useQuery } from '@tanstack/react-query';

import { PRESENCE_HEARTBEAT_MS, type AuditSubject, type PresenceList } from '@alicerce/domain';

import { getEditingMarks } from './presence-api';

/** How often a list asks again who is editing its rows (every other heartbeat). */
export const LIST_MARKS_EVERY_MS = 2 * PRESENCE_HEARTBEAT_MS;
const NONE: PresenceList = {};

/** Which of the listed documents (`ids`, the page shown) other people are editing now; asked again while the list is in view. */
export function useEditingMarks(subject: AuditSubject, ids: readonly string[] | undefined): PresenceList {
  const list = ids ?? [];
  const marks = useQuery({
    queryKey: ['editing-marks', subject, list.join(',')],
    queryFn: () => getEditingMarks(subject, list),
    enabled: list.length > 0,
    refetchInterval: LIST_MARKS_EVERY_MS,
    retry: false,
  });
  return marks.data ?? NONE;
}
