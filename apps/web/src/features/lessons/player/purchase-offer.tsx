import type { CourseInfo, LessonDetail } from '@xueche/contract';
import { Link } from '../../../components/link';
import { formatMoney } from '../../../lib/format';
import { useT } from '../messages';
import styles from './player.module.css';

/** Over a locked lesson at its preview's end: buy the course, or watch the preview again. */
export function PurchaseOffer({
  lesson,
  course,
  onReplay,
}: {
  lesson: LessonDetail;
  course: CourseInfo;
  onReplay: () => void;
}) {
  const t = useT();
  return (
    <div className={styles.overlay} data-testid="purchase-offer" role="dialog" aria-label={t('offer.title')}>
      <h3 className={styles.offerTitle}>{t('offer.title')}</h3>
      <p className={styles.offerText}>
        {t('offer.text', { seconds: lesson.preview_s, course: course.title, count: course.lesson_count })}
      </p>
      <p className={styles.offerPrice}>{t('offer.price', { price: formatMoney(course.price) })}</p>
      <div className={styles.offerActions}>
        <Link
          className={styles.buy}
          to={`/pay/landpage?lesson_id=${lesson.id}&field_id=${course.field_id}`}
          data-testid="buy-course"
        >
          {t('offer.buy')}
        </Link>
        <button type="button" className={styles.textButton} onClick={onReplay}>
          {t('offer.replay')}
        </button>
      </div>
    </div>
  );
}
