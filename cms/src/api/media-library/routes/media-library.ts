/** The dashboard's 'Mídia' (issue 55): editors and admins only, by the permission table (bootstrap/permissions.ts). */
export default {
  routes: [
    { method: 'GET', path: '/media-library/files', handler: 'api::media-library.media-library.files' },
    { method: 'POST', path: '/media-library/bulk-delete', handler: 'api::media-library.media-library.bulkDelete' },
    { method: 'POST', path: '/media-library/files/:id/delete', handler: 'api::media-library.media-library.remove' },
  ],
};
