import { chinaTime } from '../../lib/format';
import styles from './phone-preview.module.css';

/**
 * The article as the phone app's '/news/detail_g/:id' shows it: title, author and date, cover, body. The body
 * is the editor's HTML, whose schema holds only what the server's sanitiser keeps (decision 009), so it reads
 * here as it will there.
 */
export function PhonePreview({
  title,
  author,
  cover,
  html,
  publishedAt,
}: {
  title: string;
  author: string;
  cover: string;
  html: string;
  publishedAt?: string;
}) {
  return (
    <div className={styles.phone} data-testid="phone-preview">
      <article className={styles.article}>
        <h1 className={styles.title}>{title || '（未填写标题）'}</h1>
        <p className={styles.meta}>
          <span>{author || '学车'}</span>
          <span>{chinaTime(publishedAt ?? new Date().toISOString()).slice(0, 10)}</span>
        </p>
        {cover && <img className={styles.cover} src={cover} alt="" />}
        <div
          className={styles.body}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own serialisation of its schema's nodes
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
    </div>
  );
}
