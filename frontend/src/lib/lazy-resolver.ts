import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * lazyResolver checks a react-hook-form form with a resolver whose module (its schema, and zod) is loaded on the
 * form's first check, not with the screen: a first screen gets to its first submit without waiting for it.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= load();
    return (await resolver)(values, context, options);
  };
}
