import { useSearchParams } from 'react-router';
import { Empty } from '../../components/blocks';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { PullToRefresh } from '../../components/lists/pull-to-refresh';
import { parseId } from '../../lib/route-params';
import { CatalogBody } from './catalog-body';
import { FieldBar } from './field-bar';
import { useT } from './messages';
import styles from './orders.module.css';
import { PayNoticeView } from './pay-notice';
import { ProductCard } from './product-card';
import { useCatalog } from './use-catalog';
import { useLinkedFieldId } from './use-field';
import { usePay } from './use-pay';

/**
 * '/pay/landpage' (`?field_id=&lesson_id=` from a lesson's purchase offer): the course introduction,
 * every product on sale for the field with what it unlocks, its refund terms and a buy button.
 */
export default function LandingPage() {
  const t = useT();
  const [params] = useSearchParams();
  const lessonId = parseId(params.get('lesson_id'));
  const { fieldId, fromLink } = useLinkedFieldId();
  const catalog = useCatalog(fieldId);
  const pay = usePay();

  const body = (
    <CatalogBody catalog={catalog}>
      {(list) =>
        list.length === 0 ? (
          <Empty text={t('land.empty')} />
        ) : (
          list.map((p) => <ProductCard key={p.id} product={p} owned={catalog.owned} fieldId={fieldId} pay={pay} />)
        )
      }
    </CatalogBody>
  );

  return (
    <PullToRefresh onRefresh={catalog.refetch}>
      <section className={`${styles.page} ${styles.stack}`}>
        <Hero className={styles.hero} kicker={t('land.title')} title={t('land.hero')} text={t('land.heroText')} />
        {lessonId !== undefined && (
          <Link className={styles.link} to={`/detail/${lessonId}`}>
            ‹ {t('land.backToLesson')}
          </Link>
        )}
        {!fromLink && <FieldBar />}
        <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
        {body}
      </section>
    </PullToRefresh>
  );
}
