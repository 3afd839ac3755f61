import { environmentFromHost, REPORTER_TRACE_SAMPLE_RATE } from '@sportello/domain';
import type * as SentryApi from './sentry.ts';
import { shouldReport } from './should-report.ts';

export interface ReporterConfig {
  sentryDsn: string | null;
  release: string;
}

let sentry: typeof SentryApi | null = null;
let release = '';

/** Sentry only when the server configures a DSN; its code is fetched then and never in the first bundle. */
export async function initReporter(config: ReporterConfig): Promise<void> {
  release = config.release;
  if (!config.sentryDsn) return;
  const module = await import('./sentry.ts');
  module.init({
    dsn: config.sentryDsn,
    release: config.release,
    environment: reporterEnvironment(),
    tracesSampleRate: REPORTER_TRACE_SAMPLE_RATE,
    integrations: [module.browserTracingIntegration()],
    beforeSend: (event, hint) => (shouldReport(hint.originalException) ? event : null),
  });
  sentry = module;
}

export function reporterEnvironment(): string {
  return environmentFromHost(window.location.host);
}

export function reporterRelease(): string {
  return release;
}

/** Reports an error; the id links a user's feedback to it. Without Sentry the id is local. */
export function reportError(error: unknown): string | undefined {
  if (!shouldReport(error)) return undefined;
  if (sentry) return sentry.captureException(error);
  console.error(error);
  return crypto.randomUUID();
}

export function forwardFeedback(feedback: { name: string; comments: string; eventId?: string }): void {
  sentry?.captureFeedback({ name: feedback.name, message: feedback.comments, associatedEventId: feedback.eventId });
}
