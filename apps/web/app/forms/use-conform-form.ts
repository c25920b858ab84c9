import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';

/**
 * Conform with the app's one validation rhythm: the same Zod schema as the action, checked on blur
 * (or only on submit), re-checked as the visitor types. Without JavaScript the action does it all.
 */
export function useConformForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  { validateOn = 'onBlur' }: { validateOn?: 'onBlur' | 'onSubmit' } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: validateOn,
    shouldRevalidate: 'onInput',
  });
}
