import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { AppIcon } from '../../components/app-icon';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { isWeChat } from '../../lib/ua';
import styles from './help.module.css';
import { useT } from './messages';
import { downloadKeyOf, downloadQuery } from './queries';

/**
 * '/downloadApp', '/news/Download4' (the main app) and '/downloadJK' (the exam app). The apps are in the
 * phones' app stores only: the button explains how to get there, it never offers a file or a fake link.
 */
export default function DownloadPage() {
  const t = useT();
  const { pathname } = useLocation();
  const key = downloadKeyOf(pathname);
  const { data, error, isPending, refetch } = useQuery(downloadQuery(key));
  const [guide, setGuide] = useState<'wechat' | 'store' | undefined>(undefined);

  if (isPending) return <Loading />;
  if (!data) return <Failed message={errorMessage(error, t('download.loadFailed'))} onRetry={() => void refetch()} />;

  return (
    <div className={styles.download} data-testid="download" data-key={key}>
      <header className={styles.downloadHead}>
        <AppIcon char={key === 'jk' ? '考' : '学'} />
        <h1 className={styles.downloadTitle}>{data.title}</h1>
        <p className={styles.downloadSummary}>{data.summary}</p>
      </header>
      {data.features.length > 0 && (
        <section className={styles.panel} aria-labelledby="download-features">
          <h2 id="download-features" className={styles.panelTitle}>
            {t('download.features')}
          </h2>
          <ul className={styles.features}>
            {data.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
      {data.note && <p className={styles.note}>{data.note}</p>}
      <div className={styles.downloadAction}>
        <PrimaryButton block onClick={() => setGuide(isWeChat() ? 'wechat' : 'store')} data-testid="download-button">
          {t('download.button')}
        </PrimaryButton>
      </div>
      {guide && <Guide kind={guide} title={data.title} onClose={() => setGuide(undefined)} />}
    </div>
  );
}

function Guide({ kind, title, onClose }: { kind: 'wechat' | 'store'; title: string; onClose: () => void }) {
  const t = useT();
  const heading = kind === 'wechat' ? t('download.wechatTitle') : t('download.storeTitle');
  return (
    <div
      className={`${styles.guide} ${kind === 'wechat' ? styles.guideWechat : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="download-guide"
      data-testid="download-guide"
      data-kind={kind}
    >
      {kind === 'wechat' && (
        <span className={styles.guideArrow} aria-hidden="true">
          ↗
        </span>
      )}
      <div className={styles.guideCard}>
        <h2 id="download-guide" className={styles.panelTitle}>
          {heading}
        </h2>
        {kind === 'wechat' ? (
          <ol className={styles.steps}>
            <li>{t('download.wechatStep1')}</li>
            <li>{t('download.wechatStep2')}</li>
            <li>{t('download.wechatStep3')}</li>
          </ol>
        ) : (
          <p className={styles.guideText}>{t('download.store', { title })}</p>
        )}
        <PrimaryButton block onClick={onClose}>
          {t('download.gotIt')}
        </PrimaryButton>
      </div>
    </div>
  );
}
