import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LAYER_ID } from '../../lib/toast-layer';
import { BottomSheet, CenterDialog } from './modal';

afterEach(() => {
  cleanup();
  document.getElementById(TOAST_LAYER_ID)?.remove();
});

describe('the modals', () => {
  it('a bottom sheet is an open modal dialog named by its label, and the page under it does not scroll', () => {
    const { unmount } = render(
      <BottomSheet onClose={() => {}} aria-label="选择考场">
        <button type="button">关闭</button>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: '选择考场' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(dialog.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('a centred dialog may be named by its heading', () => {
    render(
      <CenterDialog onClose={() => {}} aria-labelledby="t">
        <h2 id="t">关注公众号</h2>
      </CenterDialog>,
    );
    expect(screen.getByRole('dialog', { name: '关注公众号' })).toBeTruthy();
  });

  it('asks to close on a tap on the mask, not on a tap inside', () => {
    const onClose = vi.fn();
    render(
      <BottomSheet onClose={onClose} aria-label="举报">
        <p>原因</p>
      </BottomSheet>,
    );
    fireEvent.click(screen.getByText('原因'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks to close on Esc and stays open until its caller takes it away', () => {
    const onClose = vi.fn();
    render(
      <CenterDialog onClose={onClose} aria-label="邀请">
        <p>成为教练</p>
      </CenterDialog>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
  });

  it('tells its caller when the browser closes it anyway, and not when the caller unmounts it', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <CenterDialog onClose={onClose} aria-label="邀请">
        <p>成为教练</p>
      </CenterDialog>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    await act(async () => dialog.close());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes the toasts in while it is open (the top layer hides what is outside), and gives them back', () => {
    const layer = document.createElement('div');
    layer.id = TOAST_LAYER_ID;
    document.body.append(layer);
    const { unmount } = render(
      <BottomSheet onClose={() => {}} aria-label="选择考场">
        <p>城市</p>
      </BottomSheet>,
    );
    expect(layer.parentElement).toBe(screen.getByRole('dialog'));
    unmount();
    expect(layer.parentElement).toBe(document.body);
  });
});
