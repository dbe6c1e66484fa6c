import { businessMessageOf, isApiError } from '../../../lib/errors';
import type { FieldErrors } from '../../../lib/form';
import { ErrorCode } from '../../../../shared/errors';

/**
 * For a form that names a person: "nobody by that name" (404) and "already there" (450) are said on
 * the field; anything else goes to the error dialog, as the global handler would have shown it.
 */
export const refusalOnField =
  (field: string) =>
  (error: unknown): FieldErrors | null => {
    const message = businessMessageOf(error);
    if (message && isApiError(error) && (error.status === 404 || error.code === ErrorCode.Duplicate)) return { [field]: message };
    // The error dialog's code comes with the first error, as the global handler loads it.
    void import('../../../components/error-modal').then(({ reportError }) => reportError(error));
    return null;
  };
