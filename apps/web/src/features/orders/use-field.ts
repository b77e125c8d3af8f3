import { useSearchParams } from 'react-router';
import { parseId } from '../../lib/route-params';
import { useSession } from '../../lib/session';

/** The person's exam field (the one chosen on this device, else the account's). */
export function useFieldId(): number | undefined {
  return useSession((s) => s.field?.field_id ?? s.user?.field ?? undefined);
}

/** A field named in the link (`?field_id=`, e.g. from a lesson's purchase offer), else the person's own. */
export function useLinkedFieldId(): { fieldId: number | undefined; fromLink: boolean } {
  const [params] = useSearchParams();
  const own = useFieldId();
  const linked = parseId(params.get('field_id'));
  return { fieldId: linked ?? own, fromLink: linked !== undefined && linked !== own };
}
