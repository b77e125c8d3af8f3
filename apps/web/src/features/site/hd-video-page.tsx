import { useParams } from 'react-router';
import { Failed } from '../../components/blocks';
import { Link } from '../../components/link';
import { parseId } from '../../lib/route-params';
import { HdPlayer } from './hd-player';
import { useT } from './messages';
import styles from './site.module.css';

/** '/hudong/hvideo/{id}': one interactive video, played clip by clip with its decisions. */
export default function HdVideoPage() {
  const t = useT();
  const id = parseId(useParams().id);
  const back = (
    <Link className={styles.link} to="/hudong/page">
      {t('hd.backToList')} ›
    </Link>
  );
  return (
    <div className={styles.page}>{id ? <HdPlayer id={id} back={back} /> : <Failed message={t('hd.loadFailed')} />}</div>
  );
}
