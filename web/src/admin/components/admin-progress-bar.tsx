import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
/** A wait shorter than this shows nothing (the bar stays transparent): a bar flashing on every quick answer is noise. */
const SHOW_AFTER = '150ms';

/**
 * A slim bar across the top of the admin while it waits: a route loading, a list being read or a change being
 * saved (any react-query fetch or mutation).
 */
export function AdminProgressBar() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  if (fetching + mutating === 0 && navigation.state === 'idle') return null;
  return (
    <LinearProgress
      aria-label="Carregando"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        animation: `${appear} 1ms linear ${SHOW_AFTER} both`,
      }}
    />
  );
}
