/** The JSON error body of DESIGN §4. */
export interface ErrorBody {
  message?: string;
  reason?: string;
  description?: string;
  code?: number;
  errors?: Record<string, string>;
}

/** Every failed call throws this; forms read `errors`, pages read `status`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly code?: number,
    readonly errors?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status 0: the request never got an answer. */
export const NETWORK_ERROR_STATUS = 0;
