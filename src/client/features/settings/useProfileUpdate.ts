import type { UpdateUserBody, User } from '../../../shared/auth';
import { errorMessage, fieldErrors } from '../../api/errors';
import { useAppDispatch } from '../../base/hooks';
import { toastShown } from '../toasts';
import { formFieldErrors, hasErrors, type FieldErrors } from './fields';
import { useUpdateProfileMutation } from './settingsApi';

export type UpdateOutcome = { user: User } | { errors: FieldErrors };

/**
 * The zod rules weigh ~20 KB gzip: they load when the user first focuses a form (or at the latest on
 * submit), never with the page.
 */
export const loadValidation = () => import(/* webpackChunkName: "settings-validation" */ './validation');

/** One PUT /api/users/update: success says so in a toast; field errors go back to the form; anything else is a toast. */
export function useProfileUpdate(successMessage: string) {
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const send = async (body: UpdateUserBody): Promise<UpdateOutcome> => {
    const result = await update(body);
    if (result.data) {
      dispatch(toastShown({ type: 'success', message: successMessage }));
      return { user: result.data };
    }
    const errors = formFieldErrors(fieldErrors(result.error));
    if (!hasErrors(errors)) dispatch(toastShown({ type: 'error', message: errorMessage(result.error) }));
    return { errors };
  };
  return { send, isSaving: isLoading };
}
