import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBody } from '../../components/query-page';
import { useT } from './messages';
import { type Owner, ownerQuery } from './pin-api';
import styles from './styles';

/** A page of the car owner's own (verification, the photos, publishing): its title, then what the owner's state allows. */
export function OwnerPage({ title, children }: { title: string; children: (owner: Owner) => ReactNode }) {
  const t = useT();
  const query = useQuery(ownerQuery());
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <QueryBody query={query} loadFailed={t('owner.loadFailed')}>
        {children}
      </QueryBody>
    </div>
  );
}
