import { create } from 'zustand';
import { prefix } from '@/session/storage-keys';
import { onSessionEnd } from '@/session/lifecycle';
import * as rules from './tag-rules';
import type { Tag } from './tag-rules';

/**
 * Open tags of the current place. They are per place (a switch shows that place's own tags) and kept in
 * sessionStorage, so the open pages and each one's list state (in its URL) survive a reload.
 */
interface TagsState {
  placeId: number | null;
  tags: Tag[];
  activeKey: string | null;
  /** tags whose page holds unsaved edits (memory only: a reload loses the edits' React state anyway) */
  dirty: Record<string, boolean>;
}

const storageKey = (placeId: number) => `${prefix}-tags-${placeId}`;

function load(placeId: number): Tag[] {
  try {
    const raw = sessionStorage.getItem(storageKey(placeId));
    return raw ? (JSON.parse(raw) as Tag[]) : [];
  } catch {
    return [];
  }
}

export const useTags = create<TagsState>(() => ({ placeId: null, tags: [], activeKey: null, dirty: {} }));

function save(): void {
  const { placeId, tags } = useTags.getState();
  if (placeId != null) sessionStorage.setItem(storageKey(placeId), JSON.stringify(tags));
}

export const tagsActions = {
  /** Switch the tag set to a place's (on entering a place, and after a reload). */
  forPlace(placeId: number): void {
    if (useTags.getState().placeId === placeId) return;
    useTags.setState({ placeId, tags: load(placeId), activeKey: null, dirty: {} });
  },
  /** Visit a location (tag-rules `visit`); answers the tags the cap closed, for the bar to say so. */
  visit(pathname: string, search: string, cap = rules.TAG_CAP): Tag[] {
    const s = useTags.getState();
    const tags = rules.visit(s.tags, pathname, search, Date.now(), cap, (key) => !!s.dirty[key]);
    const alive = new Set(tags.map((t) => t.key));
    const dirty = Object.fromEntries(Object.entries(s.dirty).filter(([k]) => alive.has(k)));
    useTags.setState({ tags, activeKey: rules.tagKeyOf(pathname, search), dirty });
    save();
    return s.tags.filter((t) => !alive.has(t.key));
  },
  /** Close a tag; answers the URL to go to when the active tag was closed. */
  close(key: string): string | null {
    const s = useTags.getState();
    const { tags, goTo } = rules.close(s.tags, key, s.activeKey);
    const { [key]: _gone, ...dirty } = s.dirty;
    useTags.setState({ tags, dirty });
    save();
    return goTo;
  },
  closeOthers(key: string): void {
    const s = useTags.getState();
    useTags.setState({ tags: rules.closeOthers(s.tags, key), dirty: { [key]: s.dirty[key] ?? false } });
    save();
  },
  closeAll(): void {
    useTags.setState((s) => ({ tags: rules.closeAll(s.tags), dirty: {} }));
    save();
  },
  refresh(key: string): void {
    useTags.setState((s) => ({ tags: rules.refresh(s.tags, key), dirty: { ...s.dirty, [key]: false } }));
    save();
  },
  setDirty(key: string, dirty: boolean): void {
    if ((useTags.getState().dirty[key] ?? false) === dirty) return;
    useTags.setState((s) => ({ dirty: { ...s.dirty, [key]: dirty } }));
  },
};

onSessionEnd(() => useTags.setState({ placeId: null, tags: [], activeKey: null, dirty: {} }));
