/** The comparison's words (DESIGN.md, Compare models and accessible names); they load with it. */
export const COMPARE_LABELS = {
  useThisModel: 'Use this model',
  /** Each article's output region: `Reply` and the model, so that the page's regions keep unique names. */
  replyFrom: (model: string) => `Reply from ${model}`,
  selected: 'Selected model',
  finished: (model: string) => `${model} has finished.`,
  documentNotice: (model: string) => `A long document goes to ${model} only: comparing models takes a text that fits one call.`,
} as const;
