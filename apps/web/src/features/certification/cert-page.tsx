import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryBody } from '../../components/query-page';
import styles from './certification.module.css';

/** A page of the coach's own (certification, profile, school): its title over what `query` reads. */
export function CertPage<T>({
  title,
  query,
  loadFailed,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <QueryBody query={query} loadFailed={loadFailed}>
        {children}
      </QueryBody>
    </section>
  );
}
