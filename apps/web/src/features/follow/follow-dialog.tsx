import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { switchQuery } from '../../lib/queries';
import { decideFollowDialog, recordFollowClose } from './follow-rules';
import { useFollowUi } from './follow-store';

const FollowModal = lazy(() => import('./follow-modal'));

let decidedThisLoad = false;

/** docs/product.md#overlays: after the switch data loads, the dialog shows once if its rules allow. */
export default function FollowDialog() {
  const { data } = useQuery(switchQuery());
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!data || decidedThisLoad) return;
    decidedThisLoad = true;
    if (decideFollowDialog(data)) {
      setOpen(true);
      useFollowUi.setState({ dialogOpen: true, dialogShown: true, dialogSettled: true });
    } else {
      useFollowUi.setState({ dialogSettled: true });
    }
  }, [data]);

  if (!open || !data) return null;
  const handleClose = (dontShowAgain: boolean) => {
    recordFollowClose(dontShowAgain);
    setOpen(false);
    useFollowUi.setState({ dialogOpen: false });
  };
  return <FollowModal name={data.gzh.name} qr={data.gzh.qr} onClose={handleClose} />;
}
