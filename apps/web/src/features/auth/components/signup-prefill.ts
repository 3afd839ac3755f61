import type { DefaultValues } from 'react-hook-form';
import { SignupSchema, type SignupInput } from '@sportello/domain';

export type SignupFormValues = Omit<SignupInput, 'check'>;

/** Spec 1 §2.4: query parameters that carry over, unseen, to the sign-up call. */
const CARRIED = ['antk', 'ref', 'afid', 'aftk', 'prospect_source', 'verified'] as const;

/**
 * The form's starting values from the page's query: name and email fill the fields; the carried
 * values ride along only when the schema takes them, so a mangled link cannot block the form with
 * an error on a field nobody sees.
 */
export function signupPrefill(params: URLSearchParams): DefaultValues<SignupFormValues> {
  // ack_privacy starts unset: the box is unticked and the schema's own message asks for it.
  const values: DefaultValues<SignupFormValues> = {
    ragione_sociale: params.get('name') ?? '',
    email: params.get('email') ?? '',
    password: '',
    ack_marketing: false,
  };
  for (const key of CARRIED) {
    const value = params.get(key);
    if (value !== null && value !== '' && SignupSchema.shape[key].safeParse(value).success) {
      Object.assign(values, { [key]: value });
    }
  }
  return values;
}
