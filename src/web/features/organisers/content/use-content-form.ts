import { useState } from 'react';
import type { CurrentContentAnswer } from '../../../../shared/api/content-editor';
import type { ClubContent, Store } from '../../../../shared/content-schema';
import {
  type Checked,
  checkContent,
  contentToSave,
  type FieldErrors,
  type FieldPath,
  withVideoSlots,
} from './content-model';

type Tree = Record<string, unknown>;

/** The value at a dotted path ('' when there is nothing there yet). */
function getAt(content: ClubContent, path: FieldPath): string {
  let node: unknown = content;
  for (const key of path.split('.')) {
    if (!node || typeof node !== 'object') return '';
    node = (node as Tree)[key];
  }
  return typeof node === 'string' ? node : '';
}

/** A copy of the content with one value changed; a state without an entry gets one. */
function setAt(content: ClubContent, path: FieldPath, value: string): ClubContent {
  const copy = structuredClone(content);
  const keys = path.split('.');
  const last = keys.pop() as string;
  if (keys[0] === 'stores' && keys[1]) copy.stores[keys[1]] ??= { stores: [] };
  let node = copy as unknown as Tree;
  // An optional part left out (the calendar's embed, a video slot) is made when first typed in.
  for (const key of keys) {
    node[key] ??= {};
    node = node[key] as Tree;
  }
  node[last] = value;
  return copy;
}

const emptyStore = (): Store => ({ name: '', sells: '', town: '', website: '' });
const same = (a: ClubContent, b: ClubContent) =>
  JSON.stringify(contentToSave(a)) === JSON.stringify(contentToSave(b));

/**
 * The content being edited: the values, the version they started from (sent as baseVersion),
 * per-field errors and the bindings for inputs. `reset` starts again from an answer of the server
 * (after a save, a restore or a reload).
 */
export function useContentForm(answer: CurrentContentAnswer) {
  const [base, setBase] = useState(answer);
  const [values, setValues] = useState<ClubContent>(() => withVideoSlots(answer.content));
  const [errors, setErrors] = useState<FieldErrors>({});

  const edit = (path: FieldPath, value: string) => {
    setValues((v) => setAt(v, path, value));
    setErrors(({ [path]: _fixed, ...rest }) => rest);
  };

  /** Props for a ContentField bound to one path. */
  const field = (path: FieldPath) => ({
    path,
    value: getAt(values, path),
    error: errors[path],
    onChange: (value: string) => edit(path, value),
  });

  const storesOf = (slug: string) => values.stores[slug]?.stores ?? [];

  function setStores(slug: string, make: (stores: Store[]) => Store[]) {
    setValues((v) => {
      const entry = v.stores[slug] ?? { stores: [] };
      return { ...v, stores: { ...v.stores, [slug]: { ...entry, stores: make(entry.stores) } } };
    });
    // Rows move when one is removed, so their errors would point at the wrong row: check again on Save.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => !p.startsWith(`stores.${slug}.`))));
  }

  function check(): Checked {
    const result = checkContent(values);
    setErrors(result.ok ? {} : result.errors);
    return result;
  }

  function reset(next: CurrentContentAnswer) {
    setBase(next);
    setValues(withVideoSlots(next.content));
    setErrors({});
  }

  return {
    values,
    errors,
    version: base.version,
    /** The content the site shows now (the last save), for the placeholder notice. */
    saved: base.content,
    field,
    storesOf,
    addStore: (slug: string) => setStores(slug, (s) => [...s, emptyStore()]),
    removeStore: (slug: string, index: number) => setStores(slug, (s) => s.filter((_, i) => i !== index)),
    check,
    reset,
    setErrors,
    setTemplateUrl: (url: string) => edit('motd.template.url', url),
    changed: !same(values, base.content),
  };
}

export type ContentForm = ReturnType<typeof useContentForm>;
