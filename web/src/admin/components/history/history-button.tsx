import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';

import { HistoryPanel } from './history-panel';
import type { HistoryConfig } from './revision';

/** When a restore redrew the editor: its new 'Histórico' button, appearing right after, takes the focus back. */
let restoredAt = 0;

/** Marks that a 'Histórico' button appearing in the next second gets the focus (the editor is drawn anew after a restore). */
export const returnFocusAfterRestore = () => {
  restoredAt = Date.now();
};

/**
 * The 'Histórico' button of an editor and its panel (one piece for every editor); nothing for a record not saved yet.
 * Closing the panel puts the focus back on the button.
 */
export function HistoryButton({
  config,
  disabled,
  context,
}: {
  config: HistoryConfig;
  disabled?: boolean;
  /** Which record, when a screen has several ('Scripts do <head>'). */ context?: string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (Date.now() - restoredAt > 1000) return;
    restoredAt = 0;
    button.current?.focus();
  }, []);
  if (!config.documentId) return null;
  return (
    <>
      <Button
        ref={button}
        onClick={() => setOpen(true)}
        disabled={disabled}
        startIcon={<HistoryIcon />}
        aria-haspopup="dialog"
        aria-label={context ? `Histórico (${context})` : undefined}
      >
        Histórico
      </Button>
      <HistoryPanel
        open={open}
        onClose={() => setOpen(false)}
        config={{
          ...config,
          onRestored: (document) => {
            returnFocusAfterRestore();
            config.onRestored(document);
          },
        }}
        documentId={config.documentId}
      />
    </>
  );
}
