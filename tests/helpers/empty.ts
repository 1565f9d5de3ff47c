// Stands in for the 'server-only' guard in tests (it throws outside React Server Components).
export {};
