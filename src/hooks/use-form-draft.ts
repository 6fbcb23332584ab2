import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import { draftKey, drafts } from './drafts';
import { usePageTag, useUnsavedChanges } from './page-tag';

/**
 * Keep a half-filled form across tag switches (the page stays mounted) and across reloads (a draft in
 * sessionStorage per user, place, tag and form: hooks/drafts.ts), and tell the tag it has unsaved edits. Call
 * `clear()` after a successful save or when the user discards the edits.
 *
 * The draft is put back over what the form holds when it mounts, or, with `{ manual: true }`, when `apply()` is
 * called: a form whose saved values arrive later (a settings section) applies it after them. `restored` says a
 * draft was put back, for the page to say so and offer to discard it.
 *
 * @example
 * const draft = useFormDraft(form, 'profile');
 * <Form form={form} onValuesChange={draft.onValuesChange} onFinish={async (v) => { await save(v); draft.clear(); }} />
 */
export function useFormDraft<T extends object>(
  form: FormInstance<T>,
  name: string,
  { manual = false }: { manual?: boolean } = {},
) {
  const tag = usePageTag();
  const key = draftKey(tag?.key ?? location.pathname, name);
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);
  const applied = useRef(false);

  const apply = useCallback((): boolean => {
    if (applied.current) return false;
    applied.current = true;
    const values = drafts.read<Parameters<typeof form.setFieldsValue>[0]>(key);
    if (!values) return false;
    form.setFieldsValue(values);
    setDirty(true);
    setRestored(true);
    return true;
  }, [form, key]);

  useEffect(() => {
    if (!manual) apply();
  }, [manual, apply]);

  useUnsavedChanges(dirty);

  const onValuesChange = useCallback(
    (_: unknown, all: T) => {
      drafts.write(key, all);
      setDirty(true);
    },
    [key],
  );

  const clear = useCallback(() => {
    drafts.clear(key);
    setDirty(false);
    setRestored(false);
  }, [key]);

  return { onValuesChange, clear, apply, dirty, restored };
}
