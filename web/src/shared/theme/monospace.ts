/**
 * Code in the panel (scripts, JSON). A stack ending in `monospace`, not `monospace` alone: browsers draw the bare
 * generic family at 13 px whatever the text size around it.
 */
export const MONOSPACE_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace';
