/** A tone of a ring: seconds from the ring's start, its pitch(es) in hertz, how long it sounds. */
type Tone = readonly [offset: number, hertz: readonly number[], seconds: number];

/** A chat request: two short rising-falling pairs, once. */
const CHAT_CHIME: readonly Tone[] = [
  [0, [880], 0.18],
  [0.2, [660], 0.18],
  [0.5, [880], 0.18],
  [0.7, [660], 0.18],
];
/** A call: the Indian phone ring (400 and 450 Hz together, "trring-trring"), again every CALL_RING_EVERY_S until answered. */
const CALL_RING: readonly Tone[] = [
  [0, [400, 450], 0.4],
  [0.6, [400, 450], 0.4],
];
const CALL_RING_EVERY_S = 3;
const VOLUME = 0.2;

let context: AudioContext | undefined;

function audio(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  return context;
}

function play(tones: readonly Tone[]): void {
  try {
    const sound = audio();
    if (!sound) return;
    const start = sound.currentTime;
    for (const [offset, pitches, seconds] of tones) {
      const volume = sound.createGain();
      // A soft fade out rather than a click at the end of each tone.
      volume.gain.setValueAtTime(VOLUME / pitches.length, start + offset);
      volume.gain.exponentialRampToValueAtTime(0.001, start + offset + seconds);
      volume.connect(sound.destination);
      for (const hertz of pitches) {
        const tone = sound.createOscillator();
        tone.frequency.value = hertz;
        tone.connect(volume);
        tone.start(start + offset);
        tone.stop(start + offset + seconds);
      }
    }
  } catch {
    // No sound this time: the request is on the page all the same.
  }
}

/**
 * Rings the console for a new request, drawn with Web Audio (no sound file to fetch): an astrologer
 * has 60 seconds to answer and is often not looking at the tab. A chat chimes once; a call rings like
 * a phone, again and again until the function returned here stops it (answered, withdrawn, or the
 * console closed) or its answer window closes at `answerBy` (epoch ms), even if the server's news of
 * the timeout is late. Browsers let a page make sound only once the person has interacted with
 * it (the Go online click does); before that, or without Web Audio, it stays silent and the request
 * still shows on the page.
 */
export function ringForRequest(channel: 'chat' | 'call', answerBy: number): () => void {
  if (channel === 'chat') {
    play(CHAT_CHIME);
    return () => undefined;
  }
  play(CALL_RING);
  const again = setInterval(() => play(CALL_RING), CALL_RING_EVERY_S * 1000);
  const stop = () => {
    clearInterval(again);
    clearTimeout(windowCloses);
  };
  const windowCloses = setTimeout(stop, Math.max(0, answerBy - Date.now()));
  return stop;
}
