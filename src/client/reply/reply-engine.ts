import type { StoreApi } from 'zustand';
import { REQUEST_DEBOUNCE_MS } from '../../shared/config/app-config';
import { choiceKey } from '../state/compare-choice';
import { fillTab } from '../state/filled-instruction';
import { promptCharsOf } from '../state/model-catalog';
import type { ModelState } from '../state/model-store';
import type { SubmissionState } from '../state/submission-store';
import { selectActiveTab } from '../state/tab-lookups';
import { planTextWhenKnown } from '../state/text-plan';
import type { TabState } from '../state/tab-store';
import type { CompareLanes } from './compare';
import type { DocumentController } from './long-document';
import type { ReplyController } from './reply-controller';
import { planReply, type ReplyInput, type ReplyPlan } from './reply-plan';

type Readable<T> = Pick<StoreApi<T>, 'getState' | 'subscribe'>;

export interface ReplyEngineDeps {
  replies: ReplyController;
  documents: DocumentController;
  submissions: Readable<SubmissionState>;
  tabs: Readable<TabState>;
  models: Readable<ModelState>;
  /** The compared models' replies (DESIGN.md, Compare models); without it nothing is compared. */
  compare?: CompareLanes;
}

interface Asked extends ReplyInput {
  count: number;
  /** The compared models by value: the model store makes a new list whenever the server's list arrives. */
  compared: string;
  /** The instruction as written and its choices (state/filled-instruction.ts): a free field's typing asks nothing. */
  asks: string;
  /** A free field is blank: nothing is sent (the query box says `Fill in <name>`). */
  blank: boolean;
}

// Only what changes the calls: the same ask again (a store update that changed nothing of it) sends
// nothing, not even for a pair that failed.
const sameAsk = (a: Asked, b: Asked) =>
  a.count === b.count && a.text === b.text && a.asks === b.asks && a.modelId === b.modelId && a.provider === b.provider && a.compared === b.compared;

/**
 * The one owner of the reply path (SPEC.md section 4, Query flow), outside React: after a submit,
 * and whenever the active tab's instruction or the model changes, the submitted text is planned
 * (reply-plan.ts) and its calls are made through the reply controller or the document controller,
 * after REQUEST_DEBOUNCE_MS so that a burst of changes sends once. A reply already cached shows at
 * once, in the store update of the tab or model change: the same frame, since nothing is sent.
 * A submit made before it started is asked for as it starts. Returns the function that stops it.
 */
export function startReplyEngine({ replies, documents, submissions, tabs, models, compare }: ReplyEngineDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = (send: () => void) => {
    timer = setTimeout(send, REQUEST_DEBOUNCE_MS);
  };

  const read = (): Asked => {
    const { text, count } = submissions.getState();
    const { selectedModelId: modelId, selectedProvider: provider, compareWith } = models.getState();
    // The instruction goes out with its fields filled in: the filled prompt is the cache key.
    const { filled, asks, blank } = fillTab(selectActiveTab(tabs.getState()));
    const compared = compare ? compareWith : undefined;
    return { text, count, instruction: filled, asks, blank: blank !== undefined, modelId, provider, compareWith: compared, compared: compared?.map(choiceKey).join('\n') ?? '' };
  };

  const make = (plan: ReplyPlan) => {
    if (plan.kind === 'compare' && compare) {
      documents.hide();
      compare.ask(plan, later);
      return;
    }
    compare?.hide();
    if (plan.kind === 'document') {
      replies.hide(); // no single reply on show
      later(() => documents.show(plan.text, plan.instruction, plan.modelId, plan.provider, plan.plan));
      return;
    }
    documents.hide();
    if (plan.kind === 'none') return replies.hide();
    const { prompt, modelId, provider } = plan;
    if (replies.hasEntry(prompt, modelId, provider)) replies.show(prompt, modelId, provider);
    else later(() => replies.show(prompt, modelId, provider));
  };

  // Started after a submit (the page starts it when idle), it asks for that submit at once.
  let asked: Asked = { ...read(), count: 0 };
  const onChange = () => {
    const next = read();
    if (sameAsk(next, asked)) return;
    const submitted = next.count !== asked.count;
    asked = next;
    if (next.count === 0) return;
    clearTimeout(timer);
    // A stopped reply is not cached and stays stopped on a tab switch: a new submit asks again.
    if (submitted) replies.forgetStop();
    if (next.blank) return make({ kind: 'none', modelId: next.modelId, provider: next.provider });
    // Planned as the query box counts the parts (state/text-plan.ts); a text whose plan waits for
    // the preset data is made once that is there, unless something was asked since.
    const planned = planTextWhenKnown(next.text, next.instruction, promptCharsOf(models.getState().catalog, next));
    if (!(planned instanceof Promise)) return make(planReply(next, planned));
    void planned.then((textPlan) => {
      if (running && asked === next) make(planReply(next, textPlan));
    });
  };

  let edits = submissions.getState().edits;
  const onSubmissions = () => {
    const { edits: now } = submissions.getState();
    // An error about the text sent before is stale once the text changes.
    if (now !== edits) replies.dismissFailure();
    edits = now;
    onChange();
  };

  let running = true;
  const unsubscribe = [submissions.subscribe(onSubmissions), tabs.subscribe(onChange), models.subscribe(onChange)];
  onSubmissions();
  return () => {
    running = false;
    clearTimeout(timer);
    for (const stop of unsubscribe) stop();
  };
}
