import { useCallback, useState } from 'react';
import { getLocation, type Position } from '../../lib/wechat';

export type PositionState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; position: Position }
  | { status: 'refused' };

/**
 * The person's position, asked for when they choose to search by distance: WeChat's location inside
 * WeChat, the browser's elsewhere. A refusal (or no answer) is a state the page explains, not an error.
 */
export function usePosition(): [PositionState, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });
  const locate = useCallback(() => {
    setState({ status: 'locating' });
    getLocation().then(
      (position) => setState({ status: 'ready', position }),
      () => setState({ status: 'refused' }),
    );
  }, []);
  return [state, locate];
}
