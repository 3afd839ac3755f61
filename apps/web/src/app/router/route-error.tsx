import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../shared/error-reporter/reporter.ts';
import { failedScript } from './script-load-failure.ts';
import { ScriptLoadFailed } from './script-load-failed.tsx';

const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const UnexpectedError = lazy(() =>
  import('../../shared/error-reporter/unexpected-error.tsx').then((m) => ({ default: m.UnexpectedError })),
);

/**
 * The router's boundary: a 404 from a guard is the not-found page; a page whose code did not
 * download says so (spec 1 §8); anything else is reported, with the feedback dialog.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const script = failedScript(error, window.location.href);
  const [eventId, setEventId] = useState<string>();
  useEffect(() => {
    if (!notFound && script === null) setEventId(reportError(error));
  }, [error, notFound, script]);
  if (script !== null) return <ScriptLoadFailed url={script} />;
  return (
    <Suspense fallback={null}>
      {notFound ? <NotFoundPage /> : <UnexpectedError error={error} eventId={eventId} />}
    </Suspense>
  );
}
