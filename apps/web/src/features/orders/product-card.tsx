import { useQuery } from '@tanstack/react-query';
import { PrimaryButton } from '../../components/primary-button';
import { formatMoney } from '../../lib/format';
import { useT } from './messages';
import styles from './orders.module.css';
import { courseField, newMemberQuery, type Owned, ownedSubjectsOf, ownsProduct, type Product } from './orders-api';
import { RefundTerms } from './refund-terms';
import { subjectKey } from './subject-name';
import { UnlockedLinks } from './unlocked-links';
import type { PayControl } from './use-pay';

type T = ReturnType<typeof useT>;

/** The lines of "what you get": the course, each VIP set. */
export function includedLines(t: T, product: Pick<Product, 'unlocks'>): string[] {
  const lines: string[] = [];
  if (product.unlocks.course) lines.push(t('unlock.course'));
  for (const s of product.unlocks.vip_subjects) lines.push(t('unlock.vip', { subject: t(subjectKey(s)) }));
  return lines;
}

export function Included({ product }: { product: Pick<Product, 'unlocks'> }) {
  const t = useT();
  return (
    <ul className={styles.includes} aria-label={t('unlock.title')}>
      {includedLines(t, product).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Beside the new-member offer's product: the offer's rule while its price applies, or why it no longer does (a
 * course or VIP set bought, the days over), so the usual price never appears without a word.
 */
export function OfferNote({ productId }: { productId: number }) {
  const { data } = useQuery(newMemberQuery());
  if (!data || data.product_id !== productId) return null;
  if (!data.applies && data.reason !== 'bought' && data.reason !== 'expired') return null;
  return (
    <span className={styles.offerNote} data-testid="offer-note" data-applies={data.applies}>
      {data.note}
    </span>
  );
}

/** The pay button of one product: its progress while the order is made, idle while another runs. */
export function BuyButton({
  product,
  fieldId,
  pay,
  label,
  className,
}: {
  product: Product;
  fieldId: number | undefined;
  pay: PayControl;
  label?: string;
  className?: string;
}) {
  const t = useT();
  const mine = pay.pendingId === product.id;
  return (
    <PrimaryButton
      block
      className={className}
      data-testid="buy-button"
      data-product-id={product.id}
      disabled={pay.busy}
      aria-busy={mine}
      onClick={() =>
        pay.start({
          productId: product.id,
          // A course not tied to one field is for the person's field.
          fieldId: product.unlocks.course && product.field_id === null ? fieldId : undefined,
        })
      }
    >
      {mine ? t('product.paying') : (label ?? t('product.buy', { price: formatMoney(product.price) }))}
    </PrimaryButton>
  );
}

/**
 * One product: what it is and unlocks, its price, the refund terms (before the button), and the buy
 * button, or what it opened when already bought.
 */
export function ProductCard({
  product,
  owned,
  fieldId,
  pay,
}: {
  product: Product;
  owned: Owned | undefined;
  fieldId: number | undefined;
  pay: PayControl;
}) {
  const t = useT();
  const bought = ownsProduct(product, owned, fieldId);
  const partly = bought ? [] : ownedSubjectsOf(product, owned);
  return (
    <article className={styles.product} data-testid="product" data-product-id={product.id}>
      <div className={styles.productHead}>
        <div>
          <span className={styles.kind}>{t(`kind.${product.kind}`)}</span>
          <h3 className={styles.productTitle}>{product.title}</h3>
        </div>
        <span className={styles.price}>{t('product.price', { price: formatMoney(product.price) })}</span>
      </div>
      {product.summary && <p className={styles.summary}>{product.summary}</p>}
      <OfferNote productId={product.id} />
      <Included product={product} />
      {partly.length > 0 && (
        <p className={styles.muted}>
          {t('product.partOwned', { subjects: partly.map((s) => t(subjectKey(s))).join('、') })}
        </p>
      )}
      {bought ? (
        <>
          <span className={styles.owned} data-testid="product-owned">
            ✓ {t('product.owned')}
          </span>
          <UnlockedLinks unlocks={product.unlocks} fieldId={courseField(product, fieldId)} solid />
        </>
      ) : (
        <>
          <RefundTerms terms={product.refund_terms} />
          <BuyButton product={product} fieldId={fieldId} pay={pay} />
        </>
      )}
    </article>
  );
}
