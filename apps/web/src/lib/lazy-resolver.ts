import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema, and zod with it, loads on the form's first validation rather
 * than with the screen (issue 14). Validation is asynchronous anyway, so the first submit
 * waits for it and is checked exactly as every later one.
 */
export function lazyResolver<TInput extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TInput, TContext, TOutput>>,
): Resolver<TInput, TContext, TOutput> {
  return async (values, context, options) => (await load())(values, context, options);
}
