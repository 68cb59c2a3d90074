// Shared set-up for client tests (jsdom).
export {};
