import { Navigate, useParams } from 'react-router';

/**
 * `/examination/:type/start:question?`, as section 2 writes the exam's address: `start` and the
 * question joined in one segment (`start`, `start3`). It opens the exam as `/start/3` does; any
 * other segment is no page.
 */
export function ExaminationStartJoinedPage() {
  const { type = '', startQuestion = '' } = useParams();
  const joined = /^start(\d*)$/.exec(startQuestion);
  // Any other segment is no page, said as the guard says a page is closed.
  if (!joined) return <Navigate replace to="/exception?type=404" />;
  const question = joined[1] ? `/${joined[1]}` : '';
  return <Navigate replace to={`/examination/${encodeURIComponent(type)}/start${question}`} />;
}
