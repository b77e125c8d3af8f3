import { useLayoutEffect } from 'react';

/**
 * Takes away the first screen a start page's document drew (first-screen/) in the commit that draws the app's
 * own: before the browser paints, so neither a blank frame nor the boot screen shows between the two.
 */
export function useFirstScreenHandedOver(): void {
  useLayoutEffect(() => {
    document.getElementById('first-screen')?.remove();
  }, []);
}
