'use client';

import { useState, useTransition } from 'react';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { FORM_ERROR_KEY, formErrorsOf, type ActionOutcome, type FormRefusal } from '@/lib/forms/action-result';
import { useErrorText, type ErrorText, type ErrorTextOptions, type FormErrorState } from './error-text';

export interface ActionFormOptions<TValues extends FieldValues, TOutput, TData> extends UseFormProps<TValues, unknown, TOutput> {
  /** Sends the valid values: a server action (lib/forms/action.ts, its values the first argument), or `postForm` to a form's route handler (lib/forms/route.ts); both answer the one action result. */
  action(values: TOutput): Promise<ActionOutcome<TData, FormRefusal>>;
  /** Before each send (clear a previous "saved" note). */
  onStart?(): void;
  onSuccess?(data: TData, values: TOutput): void | Promise<void>;
  /** After a refusal has been put on the form (e.g. empty the password fields). */
  onFailure?(errors: Record<string, string>, values: TOutput): void;
  /**
   * Which field a server error key belongs to; null drops it (a key of another form's shape). By
   * default every key but `form` is a field of this form.
   */
  fieldOf?(key: string, values: TOutput): Path<TValues> | null;
  /** Show the form-level notice on every refusal, even when the refusal was put on fields. */
  reportEveryFailure?: boolean;
  /** Move the focus to the first field the server refused. */
  focusRefused?: boolean;
  /** How codes read in the visitor's language: the form's namespace and its own aliases. */
  messages?: ErrorTextOptions;
}

export interface ActionForm<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** The refusal of the whole form, if any (a code and possibly the server's own sentence). */
  formError: FormErrorState | null;
  setFormError(error: FormErrorState | null): void;
  text: ErrorText;
}

/**
 * Binds a form's server side to react-hook-form: validates with the form's schema (the same one the
 * server uses), sends, then puts each refused field's code on its field and the form's own refusal
 * in `formError`, and keeps everything typed (nothing is reset on a refusal). Pending while sending
 * and until what the success triggers (a refresh) has rendered.
 */
export function useActionForm<TValues extends FieldValues, TOutput = TValues, TData = undefined>(
  options: ActionFormOptions<TValues, TOutput, TData>,
): ActionForm<TValues, TOutput> {
  const { action, onStart, onSuccess, onFailure, fieldOf, reportEveryFailure, focusRefused, messages, ...formOptions } = options;
  const form = useForm<TValues, unknown, TOutput>(formOptions);
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const [transitionPending, startTransition] = useTransition();
  const text = useErrorText(messages);

  async function send(values: TOutput) {
    setFormError(null);
    onStart?.();
    const answer = await action(values);
    if (answer.ok) {
      await onSuccess?.(answer.data, values);
      return;
    }
    const result = formErrorsOf(answer.error);
    let placed = 0;
    for (const [key, message] of Object.entries(result.errors)) {
      if (key === FORM_ERROR_KEY) continue;
      const name = fieldOf ? fieldOf(key, values) : (key as Path<TValues>);
      if (!name) continue;
      form.setError(name, { message }, { shouldFocus: Boolean(focusRefused) && placed === 0 });
      placed += 1;
    }
    const code = result.errors[FORM_ERROR_KEY];
    if (code || placed === 0 || reportEveryFailure) setFormError({ code: code ?? 'failed', ...(result.message ? { message: result.message } : {}) });
    onFailure?.(result.errors, values);
  }

  const onSubmit = form.handleSubmit(
    (values) =>
      new Promise<void>((resolve, reject) => {
        startTransition(async () => {
          try {
            await send(values);
            resolve();
          } catch (error) {
            reject(error);
          }
        });
      }),
  );

  return { form, onSubmit, pending: transitionPending || form.formState.isSubmitting, formError, setFormError, text };
}
