import { useState } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { translateMessage } from './i18n';

/**
 * react-hook-form's register() for an MUI TextField, with the field's error and message when given.
 * The ref goes to the input: passed as `ref`, MUI would put it on the field's root element.
 */
export function textFieldProps(registration: UseFormRegisterReturn, error?: FieldError) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref, ...fieldError(error) };
}

/** A TextField's error state and message (in the language shown) from react-hook-form's error for its field. */
export function fieldError(error: FieldError | undefined) {
  return { error: error !== undefined, helperText: error?.message && translateMessage(error.message) };
}

/**
 * docs/product/http-contract.md#validation: the confirmation field's message, naming a mismatch as soon as the confirmation differs
 * from the password (docs/product/people-and-clients.md#add-user). The schema checks the two against each other only once every other
 * field parses, so a form with an empty e-mail used to keep its button disabled without saying why.
 * Otherwise the field's own error (e.g. 'Confirm Password is required') stands, but not a mismatch
 * the schema reported before the password itself was changed to match. The messages may be keys of
 * the `validation` catalogue: the answer is in the language shown.
 */
export function confirmationMessage(
  password: string,
  confirmation: string,
  fieldError: string | undefined,
  mismatchMessage: string,
): string | undefined {
  if (confirmation !== '' && confirmation !== password) return translateMessage(mismatchMessage);
  return fieldError === mismatchMessage || fieldError === undefined ? undefined : translateMessage(fieldError);
}

/** A controlled select TextField whose options' values are ids: the field holds the number. */
export function numberSelectProps(field: { value: number | string | null | undefined; onChange(value: number): void }) {
  return {
    value: field.value ?? '',
    onChange: (event: { target: { value: unknown } }) => field.onChange(Number(event.target.value)),
  };
}

/**
 * docs/product/http-contract.md#validation: a refused form's answer, each named field's first message on that field; an
 * answer that names none of the form's fields is the whole form's message.
 */
export function showServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: (field: F, message: string) => void,
  setFormError: (message: string) => void,
): void {
  const fieldErrors = error instanceof ApiError ? (error.body.errors ?? {}) : {};
  const named = fields.filter((field) => fieldErrors[field]?.[0]);
  for (const field of named) setFieldError(field, fieldErrors[field]![0]!);
  if (named.length === 0) setFormError(error instanceof Error ? error.message : String(error));
}

/**
 * A form's submit that saves it and, when the server refuses, says why as showServerErrors does: on the named fields,
 * else as `serverError`, the whole form's message, cleared each time the form is sent again.
 */
export function useSubmitShowingRefusal<TFieldValues extends FieldValues, TContext, TSaved>(
  form: UseFormReturn<TFieldValues, TContext, TSaved>,
  fields: readonly Path<TFieldValues>[],
  save: (values: TSaved) => Promise<unknown>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await save(values);
    } catch (error) {
      const setFieldError = (field: Path<TFieldValues>, message: string) =>
        form.setError(field, { type: 'server', message });
      showServerErrors(error, fields, setFieldError, setServerError);
    }
  });
  return { onSubmit, serverError, setServerError };
}
