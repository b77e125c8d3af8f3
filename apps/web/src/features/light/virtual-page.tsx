import { ExamFlow } from './exam-flow';
import { useT } from './messages';
import { NightRoadView } from './night-road-view';

/**
 * '/light-vir', '/light/virtual-driving' and its webview form: the exam driven on a night road, each
 * instruction arriving as a situation (an oncoming car, a crossing without lights, fog) as well as a voice.
 */
export default function VirtualPage({ webview = false }: { webview?: boolean }) {
  const t = useT();
  return (
    <ExamFlow
      webview={webview}
      title={t('virtual.title')}
      tip={t('virtual.tip')}
      startLabel={t('virtual.start')}
      scene={(run, snapshot) => <NightRoadView run={run} snapshot={snapshot} />}
    />
  );
}
