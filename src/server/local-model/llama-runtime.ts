import { getLlama, LlamaChat, LlamaLogLevel, readGgufFileInfo, resolveChatWrapper, type ChatHistoryItem, type LlamaContextSequence } from 'node-llama-cpp';
import { LOCAL_SAMPLING } from '../../shared/config/local-models';
import type { ChatMessage } from '../../shared/conversation-messages';

export interface RuntimeOptions {
  threads: number;
  contextTokens: number;
  /** Replies generated at once: one context sequence each. */
  parallel: number;
  onProgress?: (fraction: number) => void;
  log?: (line: string) => void;
}

export interface GenerateOptions {
  maxTokens: number;
  signal: AbortSignal;
  onText: (text: string) => void;
}

/** A loaded GGUF model, ready to answer: the one place node-llama-cpp is used. */
export interface LlamaRuntime {
  /** Tokens the model sees at once (the context may round the asked size up). */
  contextTokens: number;
  /** The prompt's tokens once the chat template has framed it. */
  promptTokens(system: string, messages: readonly ChatMessage[]): number;
  /** Streams the reply; resolves with the tokens generated (a Stop resolves with those made so far). */
  generate(system: string, messages: readonly ChatMessage[], options: GenerateOptions): Promise<number>;
  close(): Promise<void>;
}

/** GGUF `general.name`, where the file has one. */
export async function readModelName(path: string): Promise<string | undefined> {
  const info = await readGgufFileInfo(path, { readTensorInfo: false, logWarnings: false });
  const name = info.metadata.general?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

/**
 * Loads the model with llama.cpp's prebuilt CPU (or Metal) binaries, never building or downloading
 * one. Threads matter on a CPU: llama.cpp's default of one per hardware thread, beside the server's
 * own work, ran 25 times slower on two cores than one thread did.
 */
export async function loadLlamaRuntime(path: string, options: RuntimeOptions): Promise<LlamaRuntime> {
  const llama = await getLlama({
    build: 'never',
    progressLogs: false,
    logLevel: LlamaLogLevel.error,
    // llama.cpp's own lines are about the model, never the text: kept, one line each, in our log.
    logger: (level, message) => {
      if (level === LlamaLogLevel.error || level === LlamaLogLevel.fatal) options.log?.(`local model: ${message.trim()}`);
    },
  });
  const model = await llama.loadModel({ modelPath: path, onLoadProgress: options.onProgress });
  const context = await model.createContext({ contextSize: options.contextTokens, sequences: options.parallel, threads: options.threads });
  const free: LlamaContextSequence[] = Array.from({ length: options.parallel }, () => context.getSequence());
  // The chat format the file's own template describes (ChatML for Qwen), chosen once for every call.
  const chatWrapper = resolveChatWrapper(model);

  const history = (system: string, messages: readonly ChatMessage[]): ChatHistoryItem[] => [
    { type: 'system', text: system },
    ...messages.map((m): ChatHistoryItem => (m.role === 'user' ? { type: 'user', text: m.content } : { type: 'model', response: [m.content] })),
    { type: 'model', response: [] },
  ];

  return {
    // Each sequence has a context of this size (node-llama-cpp sizes the whole by the sequences).
    contextTokens: context.contextSize,
    promptTokens(system, messages) {
      const { contextText } = chatWrapper.generateContextState({ chatHistory: history(system, messages) });
      return contextText.tokenize(model.tokenizer).length;
    },
    async generate(system, messages, { maxTokens, signal, onText }) {
      const sequence = free.pop();
      if (!sequence) throw new Error('no free context sequence: the queue admitted too many');
      const chat = new LlamaChat({ contextSequence: sequence, chatWrapper, autoDisposeSequence: false });
      let tokens = 0;
      try {
        await chat.generateResponse(history(system, messages).slice(0, -1), {
          maxTokens,
          signal,
          stopOnAbortSignal: true,
          onToken: (generated) => (tokens += generated.length),
          onTextChunk: onText,
          ...LOCAL_SAMPLING,
          repeatPenalty: { penalty: LOCAL_SAMPLING.repeatPenalty },
        });
        return tokens;
      } finally {
        chat.dispose({ disposeSequence: false });
        await sequence.clearHistory();
        free.push(sequence);
      }
    },
    async close() {
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}
