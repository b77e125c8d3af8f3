/**
 * The instrument cluster's lamp symbols, drawn here in the manner of ISO 2575 (a headlamp's body with its
 * beams, arrows, the hazard's double triangle), on a 24-unit grid. Each takes its colour from `currentColor`,
 * which the stylesheet sets from the tokens.
 */

export type LampSymbol = 'left' | 'right' | 'position' | 'low' | 'high' | 'fogFront' | 'fogRear' | 'hazard';

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round' } as const;

/** A headlamp's body, lens flat on the left, its beams to the left: down-slanted (dipped) or level (main). */
function Headlamp({ level }: { level: boolean }) {
  const ys = [6.5, 10.5, 14.5, 18.5];
  return (
    <>
      <path d="M13 5h1.5a7 7 0 0 1 0 14H13Z" fill="currentColor" />
      {ys.map((y) => (
        <path key={y} d={level ? `M10.5 ${y}H3` : `M10.5 ${y - 1}L3.5 ${y + 1.5}`} {...line} />
      ))}
    </>
  );
}

/** A wavy line across beams: fog. */
const wave = (x: number) => `M${x} 4q1.6 2 0 4t0 4 0 4 0 4 0 4`;

/** One symbol; `bare`: its shapes only, for a drawing that places them itself. */
export function LampIcon({ name, bare = false }: { name: LampSymbol; bare?: boolean }) {
  const shapes = (
    <>
      {name === 'left' && <path d="M2 12l8-7v4h11v6H10v4Z" fill="currentColor" />}
      {name === 'right' && <path d="M22 12l-8-7v4H3v6h11v4Z" fill="currentColor" />}
      {name === 'low' && <Headlamp level={false} />}
      {name === 'high' && <Headlamp level />}
      {name === 'position' && (
        <>
          <path d="M10 7.5a4.5 4.5 0 0 0 0 9Z" fill="currentColor" />
          <path d="M14 7.5a4.5 4.5 0 0 1 0 9Z" fill="currentColor" />
          <path d="M4.5 8L2 6.5M4 12H1.5M4.5 16L2 17.5M19.5 8L22 6.5M20 12h2.5M19.5 16l2.5 1.5" {...line} />
        </>
      )}
      {name === 'fogFront' && (
        <>
          <path d="M15 5h1a7 7 0 0 1 0 14h-1Z" fill="currentColor" />
          <path d="M12.5 7L3 7M12.5 12H3M12.5 17H3" {...line} />
          <path d={wave(7.5)} {...line} strokeWidth={1.5} />
        </>
      )}
      {name === 'fogRear' && (
        <>
          <path d="M9 5H8a7 7 0 0 0 0 14h1Z" fill="currentColor" />
          <path d="M11.5 7H21M11.5 12H21M11.5 17H21" {...line} />
          <path d={wave(16)} {...line} strokeWidth={1.5} />
        </>
      )}
      {name === 'hazard' && (
        <>
          <path d="M12 2.5L22 20H2Z" {...line} strokeLinejoin="round" />
          <path d="M12 8.5L16.8 17H7.2Z" {...line} strokeLinejoin="round" />
        </>
      )}
    </>
  );
  if (bare) return shapes;
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  );
}
