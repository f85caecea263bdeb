/**
 * Bell sounds synthesised with WebAudio rather than audio files, so there is nothing to download
 * or cache. Shared by the breathing modal's phase chime and the shrine's bell.
 */

/** One sine partial: a fast attack, then an exponential fade (an exponential ramp cannot reach 0). */
function partial(context: AudioContext, frequency: number, peak: number, attack: number, fade: number) {
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(peak, start + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + fade);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + fade + 0.1);
}

/** A soft chime: one sine, quiet enough for meditation. */
export function chime(context: AudioContext, frequency: number) {
  partial(context, frequency, 0.12, 0.03, 1.6);
}

/**
 * A struck bowl bell: inharmonic partials (ratios close to those measured on singing bowls), the
 * higher ones quieter and shorter-lived, so the strike is bright and the hum lingers.
 */
const bellPartials = [
  { ratio: 1, peak: 0.14, fade: 6 },
  { ratio: 2.71, peak: 0.07, fade: 4 },
  { ratio: 5.15, peak: 0.035, fade: 2.2 },
  { ratio: 8.17, peak: 0.015, fade: 1.2 },
] as const;

export function strikeBell(context: AudioContext, fundamental = 220) {
  for (const { ratio, peak, fade } of bellPartials) partial(context, fundamental * ratio, peak, 0.005, fade);
}
