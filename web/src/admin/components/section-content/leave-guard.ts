// The dashboard's discard guard, for the section form of the edit mode on the public pages (the one part of the
// dashboard those pages may load): 'Descartar alterações?' before a changed section is closed, the browser's own
// question before the tab is reloaded or closed.
export { DiscardChangesDialog } from '../discard-changes-dialog';
export { useBeforeUnload } from '../use-unsaved-changes';
