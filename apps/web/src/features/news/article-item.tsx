import type { ArticleItem as Article } from '@xueche/contract';
import { Link } from '../../components/link';
import { formatDate } from '../../lib/format';
import { useT } from './messages';
import styles from './news.module.css';

/** One article in a list: cover, title, a two-line summary, then author, date and reads. */
export function ArticleItem({ article, to }: { article: Article; to: string }) {
  const t = useT();
  return (
    <li className={styles.item} data-testid="article-item">
      <Link className={styles.itemLink} to={to}>
        <span className={styles.itemText}>
          <span className={styles.itemTitle}>{article.title}</span>
          {article.summary && <span className={styles.itemSummary}>{article.summary}</span>}
          <span className={styles.itemMeta}>
            {article.author && <span className={styles.itemAuthor}>{article.author}</span>}
            <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
            <span>{t('article.reads', { n: article.reads })}</span>
          </span>
        </span>
        {article.cover && (
          <img className={styles.itemCover} src={article.cover} alt="" loading="lazy" decoding="async" />
        )}
      </Link>
    </li>
  );
}

export function ArticleList({ articles, linkTo }: { articles: Article[]; linkTo: (id: number) => string }) {
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <ArticleItem key={a.id} article={a} to={linkTo(a.id)} />
      ))}
    </ul>
  );
}
