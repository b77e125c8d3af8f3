import { isWeChat } from '../../lib/ua';
import { wxReady } from '../../lib/wechat';
import { useT } from './messages';
import type { RoutePoint } from './route-store';
import styles from './styles';

/** AMap's own page for a GCJ-02 point: the maps app on a phone that has it, the map on the web otherwise. */
export function amapUrl(point: { lng: number; lat: number }, name: string): string {
  const q = new URLSearchParams({
    position: `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`,
    name,
    src: 'xueche',
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${q.toString()}`;
}

/**
 * Navigation to a point: inside WeChat its own map (wx.openLocation), from which the person picks a
 * navigation app; elsewhere a link to the map service's page. The address is shown either way.
 */
export function OpenNavigation({ point, label, testId }: { point: RoutePoint; label: string; testId?: string }) {
  const t = useT();
  const href = amapUrl(point, point.address);
  const handleClick = (event: { preventDefault: () => void }) => {
    if (!isWeChat()) return;
    event.preventDefault();
    wxReady()
      .then(
        (wx) => {
          if (!wx.openLocation) throw new Error('openLocation unavailable');
          wx.openLocation({
            latitude: point.lat,
            longitude: point.lng,
            name: point.address,
            address: [point.province, point.city, point.district].filter(Boolean).join(''),
            scale: 15,
            fail: () => window.location.assign(href),
          });
        },
        () => window.location.assign(href),
      )
      .catch(() => window.location.assign(href));
  };
  return (
    <a
      className={styles.navigate}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      onClick={handleClick}
      aria-label={t('map.navigateTo', { place: point.address })}
    >
      {label}
    </a>
  );
}
