/** The page's one image viewer (lightbox-shell.tsx), opened by any case's images (lightbox-island.ts). */
export const LIGHTBOX_ID = 'visualizador-imagens';
/** The case dialog of /cases (case-dialog-shell.tsx). */
export const CASE_DIALOG_ID = 'case-dialog';
