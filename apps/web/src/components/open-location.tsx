import { isWeChat } from '../lib/ua';
import { wxReady } from '../lib/wechat';

/** AMap's own page for a GCJ-02 point: its app on a phone that has it, the map on the web otherwise. */
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
 * Navigation to a point (the exam site, a shuttle trip's stops): inside WeChat its own map
 * (wx.openLocation), from which the person picks a navigation app; elsewhere (or when WeChat refuses)
 * AMap's page for the point. The area gives the link's class and words.
 */
export function OpenLocation({
  point,
  name,
  address,
  label,
  className,
  testId,
  ariaLabel,
}: {
  point: { lng: number; lat: number };
  name: string;
  address: string;
  label: string;
  className: string | undefined;
  testId?: string;
  ariaLabel?: string;
}) {
  const href = amapUrl(point, name);
  const handleClick = (event: { preventDefault: () => void }) => {
    if (!isWeChat()) return;
    event.preventDefault();
    const fallback = () => window.location.assign(href);
    wxReady()
      .then((wx) => {
        if (!wx.openLocation) throw new Error('openLocation unavailable');
        wx.openLocation({ latitude: point.lat, longitude: point.lng, name, address, scale: 15, fail: fallback });
      })
      .catch(fallback);
  };
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      onClick={handleClick}
      aria-label={ariaLabel}
    >
      {label}
    </a>
  );
}
