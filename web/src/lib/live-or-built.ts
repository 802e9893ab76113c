/**
 * A client loader's read for content published after the build: the live API first; when it cannot be reached, the
 * data prerendered with the page (the route's `serverLoader`) as the backup; the API's error when neither answers.
 */
export async function liveOrBuilt<T>(live: () => Promise<T>, built: () => Promise<T>): Promise<T> {
  try {
    return await live();
  } catch (error) {
    try {
      return await built();
    } catch {
      throw error;
    }
  }
}
