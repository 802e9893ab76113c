import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type EditMode = {
  /** The admin switched 'Modo Edição' on. */
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  /** A signed-in admin was confirmed by the CMS (set by the toggle). */
  canEdit: boolean;
  setCanEdit: (canEdit: boolean) => void;
};

const noop = () => {};
const EditModeContext = createContext<EditMode>({ enabled: false, setEnabled: noop, canEdit: false, setCanEdit: noop });

/** Spec §4: edit mode is a boolean, off by default; only an admin can turn it on. */
export function EditModeProvider({ children }: { children: ReactNode }) {
  const [enabled, setEnabled] = useState(false);
  const [canEdit, setCanEdit] = useState(false);
  const value = useMemo(() => ({ enabled: enabled && canEdit, setEnabled, canEdit, setCanEdit }), [enabled, canEdit]);
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

export const useEditMode = () => useContext(EditModeContext);
