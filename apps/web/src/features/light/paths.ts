/** Where each screen is, signed in or embedded (the webview forms keep `field_id` in the link). */
export function lightPaths(webview: boolean, fieldId: number | null) {
  const q = fieldId ? `?field_id=${fieldId}` : '';
  return webview
    ? {
        hub: `/light-webview${q}`,
        exam: `/light-webview/exam_g${q}`,
        exercise: `/light-webview/exercise_g${q}`,
        virtual: `/light/virtual-driving-webview${q}`,
        analysis: `/light/analysis_g${q}`,
      }
    : {
        hub: `/light${q}`,
        exam: `/light/exam${q}`,
        exercise: `/light/exercise${q}`,
        virtual: `/light/virtual-driving${q}`,
        analysis: `/light/analysis${q}`,
      };
}
