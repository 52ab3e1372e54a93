/**
 * Settles once the preset personas the stored state waited for are in the tab store (or could not
 * be loaded). What reads or merges every persona (the modes exchange) waits for it first, so that a
 * preset still to come is neither missing from an export nor taken for a new persona by an import.
 */
let placed: Promise<void> = Promise.resolve();

export function setPresetsPlaced(promise: Promise<void>): void {
  placed = promise;
}

export function whenPresetsPlaced(): Promise<void> {
  return placed;
}
