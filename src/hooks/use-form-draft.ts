import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormInstance } from 'antd/es/form';
import { prefix } from '@/session/storage-keys';
import { usePageTag, useUnsavedChanges } from './page-tag';

/**
 * Keep a half-filled form across tag switches (the page stays mounted) and across reloads (a draft in
 * sessionStorage, per tag), and tell the tag it has unsaved edits. Call `clear()` after a successful save.
 *
 * @example
 * const draft = useFormDraft(form, 'profile');
 * <Form form={form} onValuesChange={draft.onValuesChange} onFinish={async (v) => { await save(v); draft.clear(); }} />
 */
export function useFormDraft<T extends object>(form: FormInstance<T>, name: string) {
  const tag = usePageTag();
  const key = `${prefix}-draft-${tag?.key ?? location.pathname}-${name}`;
  const [dirty, setDirty] = useState(false);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    try {
      const raw = sessionStorage.getItem(key);
      if (!raw) return;
      form.setFieldsValue(JSON.parse(raw) as Parameters<typeof form.setFieldsValue>[0]);
      setDirty(true);
    } catch {
      sessionStorage.removeItem(key);
    }
  }, [form, key]);

  useUnsavedChanges(dirty);

  const onValuesChange = useCallback(
    (_: unknown, all: T) => {
      sessionStorage.setItem(key, JSON.stringify(all));
      setDirty(true);
    },
    [key],
  );

  const clear = useCallback(() => {
    sessionStorage.removeItem(key);
    setDirty(false);
  }, [key]);

  return { onValuesChange, clear, dirty };
}
