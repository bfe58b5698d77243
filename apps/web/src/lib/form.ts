import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's register() for an MUI TextField: the ref must reach the input (stack notes). */
export function textFieldProps(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
