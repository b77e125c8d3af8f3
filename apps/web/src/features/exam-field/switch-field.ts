import type { QueryClient } from '@tanstack/react-query';
import type { ExamField } from '@xueche/contract';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/queries';
import { setField } from '../../lib/session';
import { t } from './messages';

/**
 * docs/product.md#exam-field: a swap succeeds when the reply's code is 1; the new field is stored and shared with every
 * screen.
 */
export async function switchField(fieldId: number, queryClient: QueryClient): Promise<ExamField> {
  const result = await api('POST /v1/user/update-field', { body: { field_id: fieldId } });
  if (result.code !== 1) throw new ApiError(200, t('error.fieldSwitch'));
  setField(result.field);
  queryClient.setQueryData(queryKeys.field, result.field);
  void queryClient.invalidateQueries({ queryKey: queryKeys.user });
  return result.field;
}

/** The failure toast, followed by the status (docs/product.md#errors-the-user-reads). */
export function fieldSwitchFailure(error: unknown): string {
  const status = error instanceof ApiError ? error.code : 0;
  return `${t('error.fieldSwitch')}${status ? ` (${status})` : ''}`;
}
