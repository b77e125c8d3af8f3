import type { AtlasEntry } from '@xueche/atlas';
import { Link } from '../../components/link';
import styles from './atlas.module.css';
import { AtlasPicture } from './atlas-picture';

/** Entries as tiles: the picture and its name, each opening its page. */
export function AtlasGrid({ entries }: { entries: readonly AtlasEntry[] }) {
  return (
    <ul className={styles.grid}>
      {entries.map((e) => (
        <li key={e.key}>
          <Link className={styles.tile} to={`/atlas/${e.key}`} data-testid={`atlas-tile-${e.key}`}>
            <AtlasPicture entry={e} className={styles.tilePicture} alt="" />
            <span className={styles.tileName}>{e.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
