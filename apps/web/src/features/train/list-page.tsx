import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AreaBar, Listings, useListingArea } from './listings';
import { useT } from './messages';
import styles from './styles';
import { isTrainType, typeFromParam } from './train-api';

/**
 * '/train/train-index/{type?}' (alias '/train/index/{type?}'): the listings with one kind chosen by the
 * link. '/train/index_g' is its login-free webview form: the area and kind come from the link
 * (`?city=&district=&type=`), coaches open on '/train/detail_g'.
 */
export default function TrainListPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const chosenArea = useListingArea();
  const linkType = search.get('type');
  const type = webview
    ? isTrainType(linkType)
      ? linkType
      : typeFromParam(linkType ?? undefined)
    : typeFromParam(params.type);
  const area = webview
    ? { city: (search.get('city') ?? '').slice(0, 20), district: (search.get('district') ?? '').slice(0, 20) }
    : chosenArea;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{type ? t('list.titleType', { type: t(`type.${type}`) }) : t('list.title')}</h1>
      <AreaBar area={area} linked={!webview} />
      <Listings
        area={area}
        initialType={type}
        webview={webview}
        onTypeChange={
          webview
            ? undefined
            : (next) => navigate(next ? `/train/train-index/${next}` : '/train/train-index', { replace: true })
        }
      />
    </div>
  );
}
