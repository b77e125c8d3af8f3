import { ExamFlow } from './exam-flow';
import { useT } from './messages';

/**
 * '/light/exam' and '/light-webview/exam_g': a full simulated test as the field runs it — the opening,
 * the field's instructions, the closing — each read aloud, then 5 seconds to set the lights.
 */
export default function ExamPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  return <ExamFlow webview={webview} title={t('hub.exam')} tip={t('hub.rules')} />;
}
