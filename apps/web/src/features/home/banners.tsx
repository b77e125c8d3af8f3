import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../components/link';
import { bannerShown } from './banner-first';
import { bannersQuery } from './banners-query';
import styles from './feed.module.css';
import homeStyles from './home.module.css';

/**
 * Home banners (adv): swipe between them; they move on by themselves every few seconds. They tell home's
 * other sections once the first is on screen, or that there is none to wait for (none given, or the call
 * failed), since those wait for it (banner-first.tsx).
 */
export default function Banners() {
  const { data, isError } = useQuery(bannersQuery());
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = data?.list.length ?? 0;
  const nothingToShow = isError || (data !== undefined && count === 0);
  // After the frame that paints the picture, not when it has merely arrived.
  const shown = () => requestAnimationFrame(() => setTimeout(bannerShown));

  useEffect(() => {
    if (nothingToShow) bannerShown();
  }, [nothingToShow]);

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => {
      const node = strip.current;
      if (!node) return;
      const next = (Math.round(node.scrollLeft / node.clientWidth) + 1) % count;
      node.scrollTo({ left: next * node.clientWidth, behavior: 'smooth' });
    }, 4000);
    return () => clearInterval(timer);
  }, [count]);

  if (!data || count === 0) return <div className={homeStyles.bannerSlot} />;
  return (
    <div className={styles.banners}>
      <div
        ref={strip}
        className={styles.bannerStrip}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        data-testid="banners"
      >
        {data.list.map((b, i) => (
          <Link key={b.id} to={b.link} className={styles.banner} aria-label={b.title}>
            {/* The first is the first screen's largest picture; the others wait until swiped near. */}
            <img
              src={b.image}
              alt={b.title}
              {...(i === 0 ? { fetchPriority: 'high', onLoad: shown, onError: shown } : { loading: 'lazy' })}
            />
          </Link>
        ))}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {data.list.map((b, i) => (
          <span key={b.id} className={i === current ? styles.dotOn : styles.dot} />
        ))}
      </div>
    </div>
  );
}
