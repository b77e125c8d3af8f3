import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading } from '../../components/blocks';
import { openFieldPicker, useFieldPicker } from '../../lib/field-picker';
import { toast } from '../../lib/toast';
import { type LocationPhase, locateField } from './locate-field';
import styles from './location-check.module.css';
import { t, useT } from './messages';

/** One attempt per page load, shared by every mount (StrictMode mounts twice in development). */
let attempt: Promise<void> | undefined;

/** Picks a field near the user when none is stored, with progress; falls back to the picker. */
export default function LocationCheck() {
  const translate = useT();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<LocationPhase | 'done'>(attempt ? 'done' : 'locating');

  useEffect(() => {
    if (attempt) return;
    useFieldPicker.setState({ locating: true });
    attempt = locateField(queryClient, setPhase).then(
      (name) => toast(t('location.found', { name }), 'success'),
      (error: unknown) => {
        console.warn('location check failed', error);
        toast(t('location.failed'));
        openFieldPicker();
      },
    );
    // Settled only after its notice is up, so the overlays queued behind it wait for the notice too.
    void attempt.finally(() => {
      setPhase('done');
      useFieldPicker.setState({ locating: false });
    });
  }, [queryClient]);

  if (phase === 'done') return null;
  return (
    <div className={styles.mask}>
      <div className={styles.card}>
        <Loading text={translate(phase === 'locating' ? 'location.locating' : 'location.matching')} />
      </div>
    </div>
  );
}
