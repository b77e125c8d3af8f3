import { useSearchParams } from 'react-router';
import { Hero } from '../../components/hero';
import { Link } from '../../components/link';
import { formatMoney } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { CatalogBody } from './catalog-body';
import { useT } from './messages';
import styles from './orders.module.css';
import { courseField, type Owned, ownsProduct, type Product } from './orders-api';
import { PayNoticeView } from './pay-notice';
import { BuyButton, Included } from './product-card';
import { RefundTerms } from './refund-terms';
import { UnlockedLinks } from './unlocked-links';
import { useCatalog } from './use-catalog';
import { useLinkedFieldId } from './use-field';
import { usePay } from './use-pay';

/** The product an advert sells: the one named, else the field's course, else the first on sale. */
export function advertProduct(list: Product[], productId: number | undefined, fieldId: number | undefined) {
  if (productId !== undefined) return list.find((p) => p.id === productId);
  const course =
    fieldId === undefined ? undefined : list.find((p) => p.unlocks.course && courseField(p, fieldId) === fieldId);
  return course ?? list[0];
}

/** '/advertPayView' (`?product_id=`, default the field's course): one product, sold like an advert. */
export default function AdvertPayPage() {
  const t = useT();
  const [params] = useSearchParams();
  const productId = parseId(params.get('product_id'));
  const { fieldId } = useLinkedFieldId();
  const catalog = useCatalog(fieldId);

  return (
    <section className={`${styles.page} ${styles.stack} ${styles.withBar}`}>
      <CatalogBody catalog={catalog} full>
        {(list) => {
          const product = advertProduct(list, productId, fieldId);
          return product ? (
            <Advert product={product} owned={catalog.owned} fieldId={fieldId} />
          ) : (
            <section className={styles.emptyBox} data-testid="advert-not-found">
              <span>{t('advert.notFound')}</span>
              <Link className={styles.linkButton} to="/pay/landpage">
                {t('advert.seeAll')}
              </Link>
            </section>
          );
        }}
      </CatalogBody>
    </section>
  );
}

function Advert({
  product,
  owned,
  fieldId,
}: {
  product: Product;
  owned: Owned | undefined;
  fieldId: number | undefined;
}) {
  const t = useT();
  const pay = usePay();
  const bought = ownsProduct(product, owned, fieldId);
  return (
    <>
      <Hero
        className={styles.heroBig}
        testId="advert-hero"
        kicker={t(`kind.${product.kind}`)}
        title={product.title}
        text={product.summary}
      >
        <p className={styles.heroPrice}>
          <small>¥</small>
          {formatMoney(product.price)}
        </p>
      </Hero>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle} style={{ margin: '0 0 1rem' }}>
          {t('unlock.title')}
        </h2>
        <Included product={product} />
      </section>
      <p className={styles.muted}>{t('advert.trust')}</p>
      {bought ? (
        <section className={styles.card}>
          <span className={styles.owned} data-testid="product-owned">
            ✓ {t('product.owned')}
          </span>
          <div style={{ marginTop: '1.2rem' }}>
            <UnlockedLinks unlocks={product.unlocks} fieldId={courseField(product, fieldId)} solid />
          </div>
        </section>
      ) : (
        <>
          <RefundTerms terms={product.refund_terms} />
          <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
          <div className={styles.bar}>
            <span className={styles.total}>
              {t('select.total')}
              <span className={styles.totalValue}>¥{formatMoney(product.price)}</span>
            </span>
            <BuyButton className={styles.barButton} product={product} fieldId={fieldId} pay={pay} />
          </div>
        </>
      )}
    </>
  );
}
