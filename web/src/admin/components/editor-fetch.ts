import { ApiError } from '@/shared/lib/api-error';

/**
 * The record an editor's URL names, or null when the CMS has none by that id (404: deleted, or a mistyped link), so
 * the editor can say so; any other failure stays an error.
 */
export async function findOrNull<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
