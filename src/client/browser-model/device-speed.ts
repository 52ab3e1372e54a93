import { EXPECTED_REPLY_TOKENS, WORDS_PER_TOKEN } from '../../shared/config/browser-model';
import type { GenerationTimings } from './worker-protocol';

/*
 * How fast the browser's model runs on this device (DESIGN.md, honest speed): measured at its first
 * use and on every reply since, kept in this browser by model, and used to tell a person what to
 * expect before a long prompt starts.
 */

const STORAGE_KEY = 'browserModelSpeed';

/** Tokens a second: reading the prompt, and writing the reply. */
export interface DeviceSpeed {
  promptPerSecond: number;
  replyPerSecond: number;
}

/** A token is about this many characters of prompt, in the languages the presets write. */
const CHARS_PER_TOKEN = 3.5;

function readAll(): Record<string, DeviceSpeed> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, DeviceSpeed>) : {};
  } catch {
    return {};
  }
}

const isRate = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

export function storedSpeed(modelId: string): DeviceSpeed | undefined {
  const speed = readAll()[modelId];
  return speed && isRate(speed.promptPerSecond) && isRate(speed.replyPerSecond) ? speed : undefined;
}

/** Keeps what a generation showed; a generation too short to tell leaves the last figure. */
export function recordSpeed(modelId: string, timings: GenerationTimings): DeviceSpeed | undefined {
  const before = storedSpeed(modelId);
  const replyPerSecond = timings.completionTokens >= 2 && timings.completionMs > 0 ? (timings.completionTokens * 1000) / timings.completionMs : before?.replyPerSecond;
  const promptPerSecond = timings.promptTokens > 0 && timings.promptMs > 0 ? (timings.promptTokens * 1000) / timings.promptMs : before?.promptPerSecond;
  if (!isRate(replyPerSecond) || !isRate(promptPerSecond)) return before;
  const speed = { promptPerSecond, replyPerSecond };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(), [modelId]: speed }));
  } catch {
    // Storage full or off: the figure is measured again next time.
  }
  return speed;
}

/** About how many words a second a reply comes at. */
export const wordsPerSecond = (speed: DeviceSpeed): number => Math.max(1, Math.round(speed.replyPerSecond * WORDS_PER_TOKEN));

/** About how long a reply to a prompt of `promptChars` takes here, in seconds. */
export function expectedSeconds(speed: DeviceSpeed, promptChars: number): number {
  return promptChars / CHARS_PER_TOKEN / speed.promptPerSecond + EXPECTED_REPLY_TOKENS / speed.replyPerSecond;
}
