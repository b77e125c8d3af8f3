import styles from './rich-text.module.css';

/** Rich text as the API serves it: already sanitised to an allow-list of tags and attributes. */
export function RichText({ html, testId, compact }: { html: string; testId?: string; compact?: boolean }) {
  return (
    <div
      className={`${styles.richText} ${compact ? styles.compact : ''}`}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises every rich-text body it serves
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
