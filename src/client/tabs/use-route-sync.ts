export function useRouteSync(): void {}
