import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Failed, Loading } from '../../components/blocks';
import { PrimaryButton } from '../../components/primary-button';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { locQuery } from '../../lib/queries';
import { getLocation } from '../../lib/wechat';
import { chooseArea, type TrainArea } from './area-store';
import { useListingArea } from './listings';
import { useT } from './messages';
import styles from './styles';
import { districtsQuery } from './train-api';

/**
 * '/train/area': the listings' area. A city (those with exam fields, by province, or the phone's own
 * city), then the whole city or one of its districts where coaches are listed; back to the listings.
 */
export default function AreaPage() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const current = useListingArea();
  const [city, setCity] = useState(current.city);

  const done = (area: TrainArea) => {
    chooseArea(area);
    // Back to the listing it was opened from; opened any other way, on to the listings.
    if ((location.state as { fromListing?: boolean } | null)?.fromListing) navigate(-1);
    else navigate('/train/index', { replace: true });
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('area.title')}</h1>
      <section className={styles.card}>
        <p className={styles.note} data-testid="area-current">
          {t('area.current', {
            area: current.city ? `${current.city} · ${current.district || t('area.wholeCity')}` : t('area.everywhere'),
          })}
        </p>
        <div className={styles.actions}>
          <HereButton onFound={(found) => setCity(found.city)} />
          <PrimaryButton size="small" variant="ghost" onClick={() => done({ city: '', district: '' })}>
            {t('area.everywhere')}
          </PrimaryButton>
        </div>
      </section>
      {city ? (
        <Districts city={city} onBack={() => setCity('')} onPick={(district) => done({ city, district })} />
      ) : (
        <Cities onPick={setCity} />
      )}
    </div>
  );
}

/** The phone's own city, through the map service's reverse lookup. */
function HereButton({ onFound }: { onFound: (place: { city: string; district: string }) => void }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'refused' | 'failed'>('idle');
  const locate = async () => {
    setState('busy');
    try {
      const at = await getLocation().catch(() => null);
      if (!at) {
        setState('refused');
        return;
      }
      const place = await api('GET /v1/map/regeo', {
        query: { location: `${at.lng.toFixed(6)},${at.lat.toFixed(6)}` },
      });
      setState('idle');
      onFound({ city: place.city || place.province, district: place.district });
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <PrimaryButton size="small" disabled={state === 'busy'} onClick={() => void locate()} data-testid="area-here">
        {state === 'busy' ? t('area.locating') : t('area.here')}
      </PrimaryButton>
      {(state === 'refused' || state === 'failed') && (
        <p className={styles.fieldError} role="alert" data-testid="area-here-error">
          {t(state === 'refused' ? 'area.refused' : 'area.hereFailed')}
        </p>
      )}
    </>
  );
}

function Cities({ onPick }: { onPick: (city: string) => void }) {
  const t = useT();
  const query = useQuery(locQuery());
  if (query.isPending) return <Loading />;
  if (!query.data) {
    return <Failed message={errorMessage(query.error, t('area.loadFailed'))} onRetry={() => void query.refetch()} />;
  }
  return (
    <section className={styles.card} data-testid="area-cities">
      <h2 className={styles.sectionTitle}>{t('area.pickCity')}</h2>
      {query.data.provinces.map((province) => (
        <div key={province.name} className={styles.group}>
          <h3 className={styles.groupTitle}>{province.name}</h3>
          <div className={styles.chipsWrap}>
            {province.cities.map((c) => (
              <button
                key={c.id}
                type="button"
                className={styles.chip}
                data-testid="area-city"
                onClick={() => onPick(c.title)}
              >
                {c.title}
              </button>
            ))}
          </div>
        </div>
      ))}
    </section>
  );
}

function Districts({ city, onBack, onPick }: { city: string; onBack: () => void; onPick: (district: string) => void }) {
  const t = useT();
  const query = useQuery(districtsQuery(city));
  let body: React.ReactNode;
  if (query.isPending) body = <Loading />;
  else if (!query.data) {
    body = <Failed message={errorMessage(query.error, t('area.loadFailed'))} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <div className={styles.chipsWrap}>
        <button
          type="button"
          className={styles.chip}
          data-testid="area-district"
          data-district=""
          onClick={() => onPick('')}
        >
          {t('area.wholeCityCount', { n: query.data.total })}
        </button>
        {query.data.districts.map((d) => (
          <button
            key={d.name}
            type="button"
            className={styles.chip}
            data-testid="area-district"
            data-district={d.name}
            onClick={() => onPick(d.name)}
          >
            {t('area.districtCount', { name: d.name, n: d.coaches })}
          </button>
        ))}
      </div>
    );
  }
  return (
    <section className={styles.card} data-testid="area-districts">
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{t('area.pickDistrict', { city })}</h2>
        <button type="button" className={styles.linkButton} onClick={onBack} data-testid="area-other-city">
          {t('area.otherCity')}
        </button>
      </div>
      {query.data && query.data.total === 0 && <p className={styles.hint}>{t('area.noCoaches')}</p>}
      {body}
    </section>
  );
}
