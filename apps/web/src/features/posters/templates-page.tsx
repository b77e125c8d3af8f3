import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { Link } from '../../components/link';
import { PrimaryButton } from '../../components/primary-button';
import { errorMessage } from '../../lib/api-error';
import { useT } from './messages';
import { PosterCanvas } from './poster-canvas';
import { coachPoster } from './poster-content';
import styles from './posters.module.css';
import { shareCoachQuery } from './posters-api';
import { isTemplateKey, STYLES, TEMPLATE_KEYS, type TemplateKey } from './templates';

/** '/poster/coach-poster': choose a template and see it drawn with the coach's own data. */
export default function TemplatesPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen: TemplateKey = isTemplateKey(params.get('template'))
    ? (params.get('template') as TemplateKey)
    : 'recruit-student';
  const query = useQuery(shareCoachQuery());

  const choose = (key: TemplateKey) => setParams({ template: key }, { replace: true });

  return (
    <section className={`${styles.page} ${styles.stack}`}>
      <h1 className={styles.sectionTitle}>{t('templates.title')}</h1>
      <fieldset className={styles.templateGrid} aria-label={t('templates.title')}>
        {TEMPLATE_KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.templateChoice}
            aria-pressed={key === chosen}
            data-testid={`template-${key}`}
            onClick={() => choose(key)}
          >
            <span
              className={styles.templateSwatch}
              style={{ background: `linear-gradient(160deg, ${STYLES[key].from}, ${STYLES[key].to})` }}
              aria-hidden="true"
            />
            <span className={styles.templateName}>{t(`template.${key}.name`)}</span>
            <span className={styles.templateAbout}>{t(`template.${key}.about`)}</span>
          </button>
        ))}
      </fieldset>
      {query.isPending ? (
        <Loading />
      ) : !query.data ? (
        <Failed message={errorMessage(query.error, t('common.loadFailed'))} onRetry={() => void query.refetch()} />
      ) : (
        <PosterCanvas poster={coachPoster(t, chosen, query.data)} mode="preview" />
      )}
      <PrimaryButton
        block
        data-testid="template-use"
        onClick={() => navigate(`/poster/coach-poster-set?template=${chosen}`)}
      >
        {t('templates.use')}
      </PrimaryButton>
      <nav className={styles.actions}>
        <Link className={styles.linkButton} to="/poster/coach-poster-list">
          {t('templates.mine')}
        </Link>
        <Link className={styles.linkButton} to="/poster/coach-register-list">
          {t('templates.registers')}
        </Link>
      </nav>
    </section>
  );
}
