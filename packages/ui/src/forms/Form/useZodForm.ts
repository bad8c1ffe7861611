import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

/**
 * React Hook Form with a zod schema (the app passes the schema of `@betline/contracts`): validation on
 * blur and on submit, the first invalid field focused on a failed submit.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}
