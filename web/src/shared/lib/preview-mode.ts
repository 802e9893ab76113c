import { createContext, useContext } from 'react';

/**
 * True where the site's components are drawn as a preview inside a dashboard editor (which is itself a <form>): a
 * component that would put a form there draws the same markup without the <form> element (forms cannot nest).
 */
const PreviewMode = createContext(false);
export const PreviewModeProvider = PreviewMode.Provider;
export const useIsPreview = () => useContext(PreviewMode);
