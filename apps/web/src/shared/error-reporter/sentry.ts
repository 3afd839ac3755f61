/** The part of the Sentry SDK the reporter uses; imported lazily, so only with a DSN, and tree-shaken to these. */
export { browserTracingIntegration, captureException, captureFeedback, init } from '@sentry/react';
