import { lazy, Suspense, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportError } from '../../shared/error-reporter/reporter.ts';

const NotFoundPage = lazy(() => import('../pages/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));
const UnexpectedError = lazy(() =>
  import('../../shared/error-reporter/unexpected-error.tsx').then((m) => ({ default: m.UnexpectedError })),
);

/** The router's boundary: a 404 from a guard is the not-found page; anything else is reported, with the feedback dialog. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [eventId, setEventId] = useState<string>();
  useEffect(() => {
    if (!notFound) setEventId(reportError(error));
  }, [error, notFound]);
  return (
    <Suspense fallback={null}>
      {notFound ? <NotFoundPage /> : <UnexpectedError error={error} eventId={eventId} />}
    </Suspense>
  );
}
