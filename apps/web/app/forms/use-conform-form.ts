import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';

type Options<Schema extends z.ZodTypeAny> = {
  /** Only when a page holds two forms of the same schema. */
  id?: string;
  defaultValue?: DefaultValue<z.output<Schema>>;
  /** Check each field when it loses focus (default), or only on submit (login). */
  validateOn?: 'onBlur' | 'onSubmit';
  /**
   * Buttons that send `intent` with one of these values are checked against its schema instead of the form's (e.g.
   * Verify beside a coupon needs only the code); the action reads the same intent.
   */
  intents?: Record<string, z.ZodTypeAny>;
};

/**
 * Conform with the app's one validation rhythm: the same Zod schema as the action, checked on blur
 * (or only on submit), re-checked as the visitor types. Without JavaScript the action does it all.
 */
export function useConformForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  { id, defaultValue, validateOn = 'onBlur', intents = {} }: Options<Schema> = {},
) {
  return useForm<z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: intents[String(formData.get('intent'))] ?? schema }),
    shouldValidate: validateOn,
    shouldRevalidate: 'onInput',
  });
}
