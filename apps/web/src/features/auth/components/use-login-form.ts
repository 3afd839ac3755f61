import { useRef, useState, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import type { LoginResult } from '@sportello/domain';
import { applyServerErrors } from '../../../shared/form/server-errors.ts';
import { login, type LoginCredentials } from '../api/login.ts';

export interface LoginValues {
  username: string;
  password: string;
  rememberme: boolean;
}

type Field = keyof LoginValues;
/** In form order, for the focus. */
const FIELDS: readonly Field[] = ['username', 'password', 'rememberme'];

const loadValidation = () => import('./login-form-schema.ts').then((m) => m.validateLogin);

/**
 * The login form's state without react-hook-form, whose 15 KB (gzip, with the resolver) the first
 * visit would otherwise download for three fields. As react-hook-form did: the domain's LoginSchema
 * checks on submit and, after a submit, each change again; the first invalid field gets the focus.
 */
export function useLoginForm(
  defaultUsername: string,
  onResult: (result: LoginResult, credentials: LoginCredentials) => void,
) {
  const [values, setValues] = useState<LoginValues>({ username: defaultUsername, password: '', rememberme: false });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [pending, setPending] = useState(false);
  const submitted = useRef(false);
  const refs = {
    username: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    rememberme: useRef<HTMLInputElement>(null),
  };

  const setValue = <F extends Field>(field: F, value: LoginValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Typing starts the schema's download, so the submit does not wait for it.
    const validation = loadValidation();
    if (!submitted.current) {
      validation.catch(() => undefined);
      return;
    }
    void validation.then((validate) => {
      const message = validate(next).errors?.[field];
      setErrors((current) => ({ ...current, [field]: message }));
    });
  };

  // applyServerErrors speaks react-hook-form's setError; this is the same for plain state.
  const setServerError: UseFormSetError<LoginValues> = (field, { message }, options) => {
    setErrors((current) => ({ ...current, [field]: message }));
    if (options?.shouldFocus && field in refs) refs[field as Field].current?.focus();
  };

  const send = async () => {
    submitted.current = true;
    const validation = (await loadValidation())(values);
    if (validation.errors) {
      setErrors(validation.errors);
      const firstInvalid = FIELDS.find((field) => validation.errors[field]);
      if (firstInvalid) refs[firstInvalid].current?.focus();
      return;
    }
    setErrors({});
    setPending(true);
    let result: LoginResult;
    try {
      result = await login(validation.data);
    } catch (error) {
      // The http client has already shown the refusal; a 400 may name fields.
      applyServerErrors(error, setServerError);
      return;
    } finally {
      setPending(false);
    }
    onResult(result, validation.data);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return { values, errors, pending, refs, setValue, submit };
}
