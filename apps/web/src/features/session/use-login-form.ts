import { useRef, useState, type FormEvent } from 'react';
import type { LoginBody } from '@portal/shared';
import type { LoginFieldErrors } from './login-validation';

/** zod and the schemas stay out of the login screen's download until someone types (docs/decisions/0016-web-budget.md). */
const loadValidation = () => import('./login-validation');
const FIELDS = ['email', 'password'] as const;
const isField = (name: string): name is keyof LoginBody => (FIELDS as readonly string[]).includes(name);

/**
 * The login form, checked like the portal's other forms: with the shared schema on submit, then a
 * field again whenever it changes. `send` gets the checked body and may answer field errors.
 */
export function useLoginForm(send: (body: LoginBody) => Promise<LoginFieldErrors | void>) {
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const values = (): LoginBody => ({ email: email.current?.value ?? '', password: password.current?.value ?? '' });

  const onInput = async (event: FormEvent<HTMLFormElement>) => {
    const { checkLogin } = await loadValidation();
    const { name } = event.target as HTMLInputElement;
    if (!submitted.current || !isField(name)) return;
    const check = checkLogin(values());
    setErrors((old) => ({ ...old, [name]: check.ok ? undefined : check.errors[name] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    const check = (await loadValidation()).checkLogin(values());
    if (!check.ok) {
      setErrors(check.errors);
      (check.errors.email ? email : password).current?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      setErrors((await send(check.body)) ?? {});
    } finally {
      setSubmitting(false);
    }
  };

  return { fields: { email, password }, errors, submitting, onInput, onSubmit };
}
