export function useKeyboardShortcuts(): void {}
