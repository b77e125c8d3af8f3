import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';

/**
 * The exam field whose instructions to run: `?field_id=` when a link (or an embedding app) names one,
 * else the student's chosen field; null means the standard set.
 */
export function useLightField(): { fieldId: number | null; fieldName: string | null } {
  const [params] = useSearchParams();
  const field = useSession((s) => s.field);
  const asked = Number(params.get('field_id'));
  if (Number.isInteger(asked) && asked > 0) {
    return { fieldId: asked, fieldName: field?.field_id === asked ? field.field_name : null };
  }
  return { fieldId: field?.field_id ?? null, fieldName: field?.field_name ?? null };
}
