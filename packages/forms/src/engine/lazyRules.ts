import { useCallback, useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/** A form's yup schema, or a function that loads it: its rules on demand. */
export type SchemaSource = AnyObjectSchema | (() => Promise<AnyObjectSchema>);

const loaded = new WeakMap<object, Promise<Resolver<FieldValues>>>();

/**
 * yup's resolver for a form's schema, loaded the first time it is asked for (engine/validation.ts,
 * with the schema when `source` loads it), once per source. A failed load is forgotten, so the
 * next try loads again.
 */
function loadResolver(source: SchemaSource): Promise<Resolver<FieldValues>> {
  let loading = loaded.get(source);
  if (!loading) {
    loading = Promise.all([
      import('./validation'),
      typeof source === 'function' ? source() : source,
    ]).then(([{ yupResolver }, schema]) => yupResolver(schema) as unknown as Resolver<FieldValues>);
    loading.catch(() => loaded.delete(source));
    loaded.set(source, loading);
  }
  return loading;
}

/**
 * The resolver of a form whose rules (yup, ~14 KB gzipped) load when they are first needed, and
 * `start`, for the form's first focus or tap, to ask for them before the user sends it. Sending
 * waits for them; if they cannot be loaded, the submit handler rejects.
 */
export function useLazyResolver<T extends FieldValues>(source: SchemaSource) {
  const resolver = useMemo<Resolver<T>>(
    () =>
      async (...args) =>
        ((await loadResolver(source)) as unknown as Resolver<T>)(...args),
    [source],
  );
  const start = useCallback(() => void loadResolver(source).catch(() => undefined), [source]);
  return { resolver, start };
}
