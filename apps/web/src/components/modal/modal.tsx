import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { placeToastLayer } from '../../lib/toast-layer';
import styles from './modal.module.css';

/** Every modal says what it is: a label, or the id of its heading. */
type Name = { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type ModalProps = Name & {
  /** Asked for on Esc (or the back gesture) and on a tap on the mask; the caller unmounts the modal. */
  onClose: () => void;
  children: ReactNode;
};

/** How many modals are open: the page under them does not scroll while there is one. */
let openModals = 0;

/**
 * A modal on the native <dialog>: showModal() traps focus, makes the page behind inert, gives the dialog role
 * and closes on Esc; closing puts focus back where it was. Open while mounted: the caller renders it to show it.
 * The <dialog> covers the window and is the mask; `panel` is the sheet or the box on it. Webviews without
 * showModal (iOS before 15.4) get the same look from the open attribute, without the focus trap.
 */
function Modal({ panel, onClose, children, ...name }: ModalProps & { panel: string | undefined }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Unmounting closes the dialog, whose close event comes later: by then it is not the user's doing.
  const live = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    live.current = true;
    if (openModals++ === 0) document.body.style.overflow = 'hidden';
    placeToastLayer();
    return () => {
      live.current = false;
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (--openModals === 0) document.body.style.overflow = '';
      placeToastLayer();
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the mask; Esc arrives as the cancel event.
    <dialog
      ref={ref}
      className={styles.modal}
      {...name}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close it anyway (a second Esc in a row): the caller hears of it.
      onClose={(event) => {
        if (live.current && !event.currentTarget.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={panel}>{children}</div>
    </dialog>
  );
}

/** A sheet that rises from the bottom of the window, clear of the phone's home indicator. */
export function BottomSheet(props: ModalProps) {
  return <Modal {...props} panel={styles.sheet} />;
}

/** A box in the middle of the window. */
export function CenterDialog(props: ModalProps) {
  return <Modal {...props} panel={styles.box} />;
}
