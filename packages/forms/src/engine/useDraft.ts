import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { FormValues } from './types';

/** Text and list answers only: files cannot be kept, and are picked again. */
type Draft = Record<string, string | string[]>;

const sessionStore = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage refused (privacy mode, sandboxed frame)
  }
};

function readDraft(key: string | undefined): Draft | undefined {
  if (!key) return undefined;
  try {
    const parsed = JSON.parse(sessionStore()?.getItem(key) ?? 'null') as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const draft: Draft = {};
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>))
      if (
        typeof value === 'string' ||
        (Array.isArray(value) && value.every((v) => typeof v === 'string'))
      )
        draft[name] = value;
    return Object.keys(draft).length > 0 ? draft : undefined;
  } catch {
    return undefined;
  }
}

const hasAnswer = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0;

/**
 * Keeps a form's unsent answers for the browser session under `key` (sessionStorage), so
 * closing the form by Escape, the close button, Back or a reload loses nothing: it opens again
 * with them. Sent answers are forgotten. Without a key nothing is read or written (a partner
 * page's storage is never touched).
 */
export function useDraft(key: string | undefined) {
  const restored = useMemo(() => readDraft(key), [key]);
  const latest = useRef<string | null>(null);

  const save = useCallback(
    (values: Partial<FormValues>) => {
      if (!key) return;
      const draft: Draft = {};
      for (const [name, value] of Object.entries(values))
        if (hasAnswer(value)) draft[name] = value as string | string[];
      const json = Object.keys(draft).length > 0 ? JSON.stringify(draft) : null;
      if (json === latest.current) return;
      latest.current = json;
      try {
        if (json) sessionStore()?.setItem(key, json);
        else sessionStore()?.removeItem(key);
      } catch {
        /* full or refused: the form still works, only the draft is not kept */
      }
    },
    [key],
  );

  const clear = useCallback(() => {
    if (!key) return;
    latest.current = null;
    try {
      sessionStore()?.removeItem(key);
    } catch {
      /* nothing kept anyway */
    }
  }, [key]);

  useEffect(() => {
    latest.current = restored ? JSON.stringify(restored) : null;
  }, [restored]);

  return { restored, save, clear };
}
