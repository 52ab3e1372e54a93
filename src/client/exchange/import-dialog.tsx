import { useState, type FormEvent } from 'react';
import { runAction } from '../lib/page-actions';
import { useTabStore } from '../state/tab-store';
import { FormDialog } from '../ui/form-dialog';
import { showSuccess } from '../ui/toast';
import { EXCHANGE_LABELS as L } from './exchange-labels';
import type { PendingImport } from './show-import-dialog';
import { planImport, type PlannedAdd } from './plan-import';
import './import-dialog.css';

const addedLine = (add: PlannedAdd) =>
  add.reserved ? L.addReserved(add.name, add.from, add.count) : add.name === add.from ? L.add(add.name, add.count) : L.addRenamed(add.name, add.from, add.count);

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="import-section" aria-label={title}>
      <h3 className="import-heading">{title}</h3>
      <ul className="import-list">
        {items.map((item, i) => (
          // Imported text is shown as text only: React escapes it, nothing in it runs.
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dialog `Import modes` (DESIGN.md, Modes exchange): what a file or link would add or change,
 * or every problem found. Nothing changes before `Import`.
 */
export function ImportDialog({ pending, onClose }: { pending: PendingImport; onClose: () => void }) {
  const [plan] = useState(() => (pending.read.ok ? planImport(useTabStore.getState().personas, pending.read.personas) : null));
  const problems = pending.read.ok ? (plan?.problems ?? []) : pending.read.problems;
  const added = plan?.added ?? [];
  const changes = (plan?.changed ?? []).flatMap((change) => [
    ...(change.appended.length > 0 ? [L.appended(change.name, change.appended)] : []),
    ...(change.updated.length > 0 ? [L.updated(change.name, change.updated)] : []),
  ]);
  const canImport = plan !== null && problems.length === 0 && (added.length > 0 || changes.length > 0);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canImport) return;
    // A shared persona is opened to be used: it becomes the selected one.
    const first = pending.source.kind === 'link' ? (plan.added[0]?.name ?? plan.changed[0]?.name) : undefined;
    useTabStore.getState().importPersonas(plan.personas, first);
    onClose();
    showSuccess(L.imported(plan.added.length, plan.changed.length));
  };

  return (
    <FormDialog
      title={L.dialog}
      submitLabel={L.confirm}
      canSubmit={canImport}
      onSubmit={onSubmit}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        runAction('focusQuery');
      }}
    >
      <p className="form-dialog-text">{pending.source.kind === 'file' ? L.fromFile(pending.source.name) : L.fromLink}</p>
      {problems.length > 0 && <ListSection title={L.problemsFound} items={problems} />}
      {problems.length === 0 && added.length > 0 && <ListSection title={L.willAdd} items={added.map(addedLine)} />}
      {problems.length === 0 && changes.length > 0 && <ListSection title={L.willChange} items={changes} />}
      {plan !== null && problems.length === 0 && !canImport && <p className="form-dialog-text">{L.nothingNew}</p>}
    </FormDialog>
  );
}
