/** Spec 1 §9 and DESIGN §5: business constants shared by browser and server. */
export const LANGUAGES = ['it', 'en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const CURRENCIES = ['EUR', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'EUR';
export const DEFAULT_BILLING_COUNTRY = 'IT';

export const TOAST_DELAY_MS = { short: 4000, long: 8000 } as const;
export const MAINTENANCE_POLL_MS = 20_000;
export const MAINTENANCE_RETRY_MS = 5_000;
export const PROGRESS_BAR = { speed: 350, trickle: 250, minimum: 0.8, maximum: 97.5, height: 3 } as const;
export const REMEMBER_ME_DAYS = 30;
export const FILTER_DEBOUNCE_MS = 300;
export const AUTO_LOGIN_WAIT_MS = 200;
export const SURVEY_VALIDITY_YEARS = 1;
export const PASSWORD_MIN_LENGTH = 8;
/** Spec 1 §9: the size of the windows the portal opens (control panels, consoles). */
export const POPUP_WINDOW = { width: 1250, height: 1000 } as const;
export const POPUP_FEATURES = `popup,width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height}`;

/** Error reporter (spec 1 §8). */
export const REPORTER_RELEASE = '20250709.0';
export const REPORTER_TRACE_SAMPLE_RATE = 1;
/** Statuses the error reporter ignores, besides network errors. */
export const REPORTER_IGNORED_STATUSES: readonly number[] = [400, 401, 429, 500, 503];

/** Automatic IP bans (DESIGN §5). */
export const LOGIN_BAN = { failures: 10, windowMinutes: 15, banMinutes: 60 } as const;
/**
 * Wrong passwords per account, from any address (ASVS 6.3.1): more than one address's ban, so
 * a colleague's typos never lock the account; lifting a ban does not refill it.
 */
export const ACCOUNT_LOCK = { failures: 20, windowMinutes: 60 } as const;
/** Wrong authenticator codes per user, across every call that checks one. */
export const TOTP_LOCK = { failures: 5, windowMinutes: 15 } as const;
/**
 * Mails a caller makes the portal send with addresses and words of their choosing (invitations
 * and their resends, change and partner requests): per user and per company in a window. And the
 * confirmation mails one account may be sent in a window, whoever asks for them.
 */
export const MAIL_LIMITS = { perUser: 10, perCompany: 30, perRecipient: 3, windowMinutes: 60 } as const;

/** Error code for a missing grant (DESIGN §4). */
export const NOT_AUTHORIZED_CODE = 10;
