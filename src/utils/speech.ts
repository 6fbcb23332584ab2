/**
 * The browser's own speech (Web Speech API), when it has it: 试听 on the announcements page and the sound check of
 * /test/index. A preview of how the cafe's speakers will sound, not the speakers themselves: the voice is
 * approximated by the pitch.
 */
export interface SpeechSettings {
  /** 1 女声, 2 男声 */
  voice: number;
  /** 0.5–2 */
  speed: number;
  /** 10–100 */
  volume: number;
  /** 1–5 */
  repeat: number;
}

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' &&
  'speechSynthesis' in window &&
  typeof SpeechSynthesisUtterance === 'function'
    ? window.speechSynthesis
    : null;

/** Whether this browser can speak. */
export const canSpeak = (): boolean => synth() !== null;

/**
 * Speak the text as the announcement would be (what is still speaking stops first); false when the browser
 * cannot speak.
 */
export function speak(text: string, s: SpeechSettings): boolean {
  const speech = synth();
  if (!speech) return false;
  speech.cancel();
  for (let i = 0; i < Math.max(1, Math.min(5, s.repeat || 1)); i++) {
    const u = new SpeechSynthesisUtterance(text);
    u.lang = 'zh-CN';
    u.rate = s.speed || 1;
    u.volume = Math.max(0, Math.min(1, (s.volume || 80) / 100));
    u.pitch = s.voice === 2 ? 0.7 : 1.2;
    speech.speak(u);
  }
  return true;
}
