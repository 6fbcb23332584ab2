import { createContext, useContext, useEffect } from 'react';

/**
 * What a page knows about the tag it lives in. The shell provides it; pages use the hooks below and never
 * see the tags bar.
 */
export interface PageTag {
  /** the tag's identity (path + identity parameters) */
  key: string;
  /** true while this page's tag is the one shown */
  active: boolean;
  setDirty: (dirty: boolean) => void;
}

export const PageTagContext = createContext<PageTag | null>(null);

export function usePageTag(): PageTag | null {
  return useContext(PageTagContext);
}

/**
 * Mark the page as holding unsaved edits: closing its tag then asks first. (A reload loses nothing: forms keep
 * drafts through useFormDraft.)
 * @example useUnsavedChanges(form.isFieldsTouched() && !saved);
 */
export function useUnsavedChanges(dirty: boolean): void {
  const tag = usePageTag();
  useEffect(() => {
    tag?.setDirty(dirty);
  }, [dirty, tag]);
  useEffect(() => () => tag?.setDirty(false), [tag]);
}
