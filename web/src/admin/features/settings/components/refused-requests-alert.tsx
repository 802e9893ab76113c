import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useMemo } from 'react';

import { refusedRequestMessage, refusedSnippetRequests } from '@alicerce/domain';

/**
 * What the visitors' browsers will refuse of a saved snippet under the public pages' security policy (the rule of
 * domain/src/public-csp.ts), judged for this site's origin — the dashboard runs on the site's own origin.
 */
export function RefusedRequestsAlert({ markup }: { markup: string }) {
  const messages = useMemo(() => {
    const site = window.location.origin;
    return refusedSnippetRequests(markup, site).map((request) => refusedRequestMessage(request, site));
  }, [markup]);
  if (messages.length === 0) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>Parte deste script será bloqueada no site</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </Box>
      Use endereços https:// do fornecedor: o site só permite conexões seguras.
    </Alert>
  );
}
