import { useLocation } from 'react-router';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { openFieldPicker } from '../../lib/field-picker';
import { CatalogBody } from './catalog-body';
import { FieldBar } from './field-bar';
import { useT } from './messages';
import styles from './orders.module.css';
import { ownsSubject, practicePath, type SubjectNo, unlocksSubject } from './orders-api';
import { PayNoticeView } from './pay-notice';
import { ProductCard } from './product-card';
import { subjectKey } from './subject-name';
import { CourseLink, UnlockedLinks } from './unlocked-links';
import { useCatalog } from './use-catalog';
import { useFieldId } from './use-field';
import { usePay } from './use-pay';

/** The subject of '/pay/k1' … '/pay/k4'. */
export function subjectOf(pathname: string): SubjectNo {
  const n = Number(/\/pay\/k([1-4])\b/i.exec(pathname)?.[1] ?? 1);
  return n as SubjectNo;
}

const byField = (subject: SubjectNo) => subject === 2 || subject === 3;

/**
 * '/pay/k1' … '/pay/k4': what the subject is, the courses that unlock it (with their refund terms
 * before the buy button), whether the person already has it, and the other courses on sale.
 */
export default function PaySubjectPage() {
  const t = useT();
  const subject = subjectOf(useLocation().pathname);
  const fieldId = useFieldId();
  const catalog = useCatalog(fieldId);
  const pay = usePay();

  const body = (
    <CatalogBody catalog={catalog}>
      {(list) => {
        const unlocking = list.filter((p) => unlocksSubject(p, subject));
        const others = list.filter((p) => !unlocksSubject(p, subject));
        const has = ownsSubject(subject, catalog.owned, fieldId);
        return (
          <>
            {has && (
              <section className={styles.card} data-testid="subject-owned">
                <p className={styles.note}>
                  <span className={styles.owned}>✓ {t('subject.owned', { subject: t(subjectKey(subject)) })}</span>
                </p>
                <div style={{ marginTop: '1.2rem' }}>
                  {byField(subject) ? (
                    <CourseLink fieldId={fieldId} className={styles.linkSolid} />
                  ) : (
                    <UnlockedLinks unlocks={{ course: false, vip_subjects: [subject] }} fieldId={fieldId} solid />
                  )}
                </div>
              </section>
            )}
            <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
            <h2 className={styles.sectionTitle}>{t('subject.includes')}</h2>
            {unlocking.length === 0 ? (
              <section className={styles.card}>
                {byField(subject) && !fieldId ? (
                  <>
                    <p className={styles.note}>{t('subject.noneNoField')}</p>
                    <PrimaryButton size="small" onClick={openFieldPicker} style={{ marginTop: '1.2rem' }}>
                      {t('land.chooseField')}
                    </PrimaryButton>
                  </>
                ) : (
                  <p className={styles.note}>{t('subject.none', { subject: t(subjectKey(subject)) })}</p>
                )}
              </section>
            ) : (
              unlocking.map((p) => (
                <ProductCard key={p.id} product={p} owned={catalog.owned} fieldId={fieldId} pay={pay} />
              ))
            )}
            {!byField(subject) && (
              <p className={styles.muted}>
                {t('subject.freePractice')} ·{' '}
                <Link className={styles.link} to={practicePath(subject)}>
                  {t('subject.practice')}
                </Link>
              </p>
            )}
            {others.length > 0 && (
              <>
                <h2 className={styles.sectionTitle}>{t('subject.others')}</h2>
                {others.map((p) => (
                  <ProductCard key={p.id} product={p} owned={catalog.owned} fieldId={fieldId} pay={pay} />
                ))}
              </>
            )}
          </>
        );
      }}
    </CatalogBody>
  );

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <Hero
        className={styles.hero}
        kicker={t(subjectKey(subject))}
        title={t(`subject.${subject}.name`)}
        text={t(`subject.${subject}.about`)}
      />
      {byField(subject) && <FieldBar />}
      {body}
    </section>
  );
}
