/** Small inline icons for the tab bars (an icon font would cost more than the whole set). */
const paths = {
  home: 'M4 11.5 12 4l8 7.5V20a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z',
  book: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h10M9 8h6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
  desk: 'M4 5h16v10H4zm5 14h6m-3-4v4',
  coin: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm-3-12 3 3 3-3m-3 3v5m-3-3h6',
} as const;

export type IconName = keyof typeof paths;

export function TabIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}
