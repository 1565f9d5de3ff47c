'use client';

import { createContext, useContext, type FormHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FormProvider, get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import type { ErrorText } from './error-text';
import type { ActionForm as Binding } from './useActionForm';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';

const ErrorTextContext = createContext<ErrorText | null>(null);

/**
 * A form bound by useActionForm: gives its fields the form (react-hook-form's FormProvider) and the
 * translator of its codes, and submits through the binding. `noValidate`: the schema checks, in the
 * shop's words.
 */
export function ActionForm<TValues extends FieldValues, TOutput>({
  binding,
  children,
  ...props
}: { binding: Binding<TValues, TOutput>; children: ReactNode } & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'>) {
  return (
    <FormProvider {...binding.form}>
      <ErrorTextContext.Provider value={binding.text}>
        <form noValidate {...props} onSubmit={binding.onSubmit}>
          {children}
        </form>
      </ErrorTextContext.Provider>
    </FormProvider>
  );
}

type Common = {
  name: string;
  label: string;
  /** The field's name inside its error message, when the label is not it (a consent's long label). */
  errorLabel?: string;
  hint?: ReactNode;
  optional?: string;
  /** An error shown whatever the form holds (the translator already applied). */
  error?: string;
};

export type FieldProps =
  | (Common & { kind?: 'text' } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>)
  | (Common & { kind: 'textarea' } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>)
  | (Common & { kind: 'select'; options: { value: string; label: string }[]; placeholder: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'>)
  | (Omit<Common, 'label'> & { kind: 'checkbox'; label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>);

/** The field's current error from the form, in the visitor's language. */
function useFieldError(name: string, label: string): string | undefined {
  const text = useContext(ErrorTextContext);
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return text ? text.field(message, label) : message;
}

/**
 * One field of an ActionForm: its registration and its error come from the form's context, so a
 * form lists its fields by name and label only.
 */
export function Field(props: FieldProps) {
  const { register } = useFormContext();
  const { name, errorLabel, error: forced } = props;
  const named = errorLabel ?? (typeof props.label === 'string' ? props.label : name);
  const error = useFieldError(name, named) ?? forced;
  if (props.kind === 'checkbox') {
    const { kind: _kind, name: _name, errorLabel: _errorLabel, error: _error, hint: _hint, optional: _optional, ...rest } = props;
    return <CheckboxField {...rest} error={error} {...register(name)} />;
  }
  if (props.kind === 'textarea') {
    const { kind: _kind, name: _name, errorLabel: _errorLabel, error: _error, ...rest } = props;
    return <TextAreaField {...rest} error={error} {...register(name)} />;
  }
  if (props.kind === 'select') {
    const { kind: _kind, name: _name, errorLabel: _errorLabel, error: _error, ...rest } = props;
    return <SelectField {...rest} error={error} {...register(name)} />;
  }
  const { kind: _kind, name: _name, errorLabel: _errorLabel, error: _error, ...rest } = props;
  return <TextField {...rest} error={error} {...register(name)} />;
}

/** The form's own refusal in the visitor's language, or nothing. */
export function formErrorText(binding: Pick<Binding<FieldValues, unknown>, 'formError' | 'text'>): string | null {
  return binding.formError ? binding.text.form(binding.formError) : null;
}
