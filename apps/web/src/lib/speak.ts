/** Whether this browser can read text aloud. */
export const canSpeak = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads text aloud in Chinese as an examiner's voice would, cutting off what was still being said. */
export function speak(text: string): void {
  if (!canSpeak()) return;
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'zh-CN';
    window.speechSynthesis.speak(utterance);
  } catch {
    // No voice on this device: the page shows the words too.
  }
}

/** Stops reading aloud. */
export function hush(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}
