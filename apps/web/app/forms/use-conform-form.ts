import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';

type Options<Schema extends z.ZodTypeAny> = {
  /** Only when a page holds two forms of the same schema. */
  id?: string;
  defaultValue?: DefaultValue<z.output<Schema>>;
  /** Check each field when it loses focus (default), or only on submit (login). */
  validateOn?: 'onBlur' | 'onSubmit';
};

/**
 * Conform with the app's one validation rhythm: the same Zod schema as the action, checked on blur
 * (or only on submit), re-checked as the visitor types. Without JavaScript the action does it all.
 */
export function useConformForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  { id, defaultValue, validateOn = 'onBlur' }: Options<Schema> = {},
) {
  return useForm<z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: validateOn,
    shouldRevalidate: 'onInput',
  });
}
