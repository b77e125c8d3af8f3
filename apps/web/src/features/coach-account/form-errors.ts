import { errorMessage, isApiError } from '../../lib/api-error';

export type FieldName = 'name' | 'phone' | 'code' | 'school' | 'ref';

/**
 * Where a refusal's sentence goes: beside the field the server named (`data.errors`), or above the
 * submit button when it is about the whole form (a closed registration, a taken number is the phone's).
 */
export function placeError(
  error: unknown,
  fallback: string,
): { field: Partial<Record<FieldName, string>>; form: string | null } {
  const message = errorMessage(error, fallback);
  const named = isApiError(error) ? Object.keys(error.errors) : [];
  const map: Record<string, FieldName> = {
    name: 'name',
    phone: 'phone',
    code: 'code',
    school_id: 'school',
    school_name: 'school',
    did: 'ref',
  };
  const field = named.map((k) => map[k]).find(Boolean);
  return field ? { field: { [field]: message }, form: null } : { field: {}, form: message };
}
