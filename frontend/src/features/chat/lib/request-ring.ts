/** A ring's tones: two short rising-falling pairs, like a phone's, in seconds from its start and hertz. */
const TONES: readonly (readonly [offset: number, hertz: number])[] = [
  [0, 880],
  [0.2, 660],
  [0.5, 880],
  [0.7, 660],
];
const TONE_SECONDS = 0.18;
const VOLUME = 0.2;

let context: AudioContext | undefined;

/**
 * Rings the console once for a new chat request, drawn with Web Audio (no sound file to fetch): an
 * astrologer has 60 seconds to answer and is often not looking at the tab. Browsers let a page make
 * sound only once the person has interacted with it (the Go online click does); before that, or
 * without Web Audio, it stays silent and the request still shows on the page.
 */
export function ringForRequest(): void {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    context ??= new window.AudioContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, hertz] of TONES) {
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.frequency.value = hertz;
      // A soft fade out rather than a click at the end of each tone.
      volume.gain.setValueAtTime(VOLUME, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + TONE_SECONDS);
      tone.connect(volume).connect(context.destination);
      tone.start(start + offset);
      tone.stop(start + offset + TONE_SECONDS);
    }
  } catch {
    // No sound this time: the request is on the page all the same.
  }
}
