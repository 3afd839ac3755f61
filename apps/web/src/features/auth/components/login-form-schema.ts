import { LoginSchema } from '@sportello/domain';
import { validateValues } from '../../../shared/form/validate-values.ts';
import type { LoginValues } from './use-login-form.ts';

/** The check token is fetched at submit time, so the form validates without it. */
const LoginFormSchema = LoginSchema.omit({ check: true });

/** Loaded with the first submit: zod is not part of the login page's download. */
export function validateLogin(values: LoginValues) {
  return validateValues(LoginFormSchema, values);
}
