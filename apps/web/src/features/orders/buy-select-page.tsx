import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty } from '../../components/blocks';
import { formatMoney } from '../../lib/format';
import { parseId } from '../../lib/route-params';
import { CatalogBody } from './catalog-body';
import { useT } from './messages';
import styles from './orders.module.css';
import { type Owned, ownsProduct, type Product } from './orders-api';
import { PayNoticeView } from './pay-notice';
import { BuyButton, Included, OfferNote } from './product-card';
import { RefundTerms } from './refund-terms';
import { useCatalog } from './use-catalog';
import { useLinkedFieldId } from './use-field';
import { usePay } from './use-pay';

/** '/buySelect' (`?product_id=` preselects): one package from a radio list, its refund terms, the total and pay. */
export default function BuySelectPage() {
  const t = useT();
  const [params] = useSearchParams();
  const wanted = parseId(params.get('product_id'));
  const { fieldId } = useLinkedFieldId();
  const catalog = useCatalog(fieldId);

  const body = (
    <CatalogBody catalog={catalog}>
      {(list) =>
        list.length === 0 ? (
          <Empty text={t('land.empty')} />
        ) : (
          <Chooser list={list} owned={catalog.owned} fieldId={fieldId} wanted={wanted} />
        )
      }
    </CatalogBody>
  );

  return (
    <section className={`${styles.page} ${styles.stack} ${styles.withBar}`}>
      {/* WeChat's title bar says 购买课程 above; the heading is for screen readers. */}
      <h1 className={styles.srOnly}>{t('select.choose')}</h1>
      {body}
    </section>
  );
}

function Chooser({
  list,
  owned,
  fieldId,
  wanted,
}: {
  list: Product[];
  owned: Owned | undefined;
  fieldId: number | undefined;
  wanted: number | undefined;
}) {
  const t = useT();
  const pay = usePay();
  const buyable = list.filter((p) => !ownsProduct(p, owned, fieldId));
  const [chosenId, setChosenId] = useState<number | undefined>(
    () => buyable.find((p) => p.id === wanted)?.id ?? buyable[0]?.id,
  );
  const chosen = buyable.find((p) => p.id === chosenId);

  return (
    <>
      <fieldset className={styles.choices}>
        <legend className={styles.srOnly}>{t('select.choose')}</legend>
        {list.map((p) => {
          const bought = !buyable.includes(p);
          return (
            <label key={p.id} className={styles.choice} data-testid="product-choice" data-product-id={p.id}>
              <input
                type="radio"
                name="product"
                value={p.id}
                checked={p.id === chosenId}
                disabled={bought || pay.busy}
                onChange={() => setChosenId(p.id)}
              />
              <span className={styles.choiceBody}>
                <span className={styles.productHead}>
                  <strong className={styles.productTitle}>{p.title}</strong>
                  <span className={styles.price}>{t('product.price', { price: formatMoney(p.price) })}</span>
                </span>
                {p.summary && <span className={styles.summary}>{p.summary}</span>}
                <OfferNote productId={p.id} />
                <Included product={p} />
                {bought && <span className={styles.owned}>✓ {t('product.owned')}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
      {chosen ? (
        <>
          <RefundTerms terms={chosen.refund_terms} />
          <PayNoticeView notice={pay.notice} onDismiss={pay.dismiss} />
          <div className={styles.bar}>
            <span className={styles.total}>
              {t('select.total')}
              <span className={styles.totalValue} data-testid="select-total">
                ¥{formatMoney(chosen.price)}
              </span>
            </span>
            <BuyButton
              className={styles.barButton}
              product={chosen}
              fieldId={fieldId}
              pay={pay}
              label={t('select.pay', { price: formatMoney(chosen.price) })}
            />
          </div>
        </>
      ) : (
        <Empty text={t('select.allOwned')} />
      )}
    </>
  );
}
