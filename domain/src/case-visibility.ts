/**
 * What the dashboard adds to `GET /api/cases` to list unpublished cases too. The CMS honours it for an admin only;
 * without it every caller, a signed-in admin included, reads what the public reads: published cases.
 */
export const WITH_UNPUBLISHED_CASES = { unpublished: 'include' } as const;
