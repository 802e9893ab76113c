/** This browser tab's random id for its editing marks (one per page load: a reloaded tab is a new tab to the CMS). */
export const TAB_ID = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
