import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ExceptionPage } from '../features/home';

/** A route that failed to load shows the exception screen inside its layout. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ExceptionPage type="404" />;
  console.error(error);
  return <ExceptionPage type="500" />;
}
