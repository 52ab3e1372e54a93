/*
 * Chrome's built-in model, the Prompt API (`LanguageModel`), as documented: the surface this page
 * uses. Browsers without it have no global of that name.
 */

export type BuiltInAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface BuiltInMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface BuiltInSession {
  /** The reply in pieces, each the text that came since the last. */
  promptStreaming(input: BuiltInMessage[], options?: { signal?: AbortSignal }): ReadableStream<string>;
  destroy(): void;
}

export interface BuiltInModelApi {
  availability(): Promise<BuiltInAvailability>;
  create(options?: {
    initialPrompts?: BuiltInMessage[];
    signal?: AbortSignal;
    /** Given an EventTarget that fires `downloadprogress` events (`loaded`, from 0 to 1) while the browser downloads its model. */
    monitor?: (target: EventTarget) => void;
  }): Promise<BuiltInSession>;
}

/** The browser's Prompt API, where it has one. */
export function builtInModelApi(): BuiltInModelApi | undefined {
  const api = (globalThis as { LanguageModel?: BuiltInModelApi }).LanguageModel;
  return api && typeof api.availability === 'function' && typeof api.create === 'function' ? api : undefined;
}

/** Whether the browser offers its model to this page (now, or after a download it asks for). */
export async function builtInModelOffered(): Promise<boolean> {
  const availability = await builtInModelApi()
    ?.availability()
    .catch(() => 'unavailable' as const);
  return availability === 'available' || availability === 'downloadable' || availability === 'downloading';
}
