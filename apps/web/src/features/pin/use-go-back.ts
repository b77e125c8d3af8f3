import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Back to the page that opened this one; to `fallback` when this page was opened first (a reload, a link). */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
