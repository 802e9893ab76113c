/**
 * The one door from the public site into the dashboard: the admins' edit mode on a public page
 * (site/features/page-content/edit-mode) loads this module — and only lazily, `import('@/admin/edit-mode-seam')` —
 * for what it borrows from the dashboard: whether the signed-in user may edit page sections, and the section's form
 * (the dashboard's section editor, in a dialog). Nothing else of admin/ is reachable from site/ (eslint.config.js and
 * src/import-boundaries.test.ts hold that).
 */
export { default } from './features/page-content/components/section-editor-dialog';
export { fetchCanEditPages } from './features/page-content/api/get-current-role';
