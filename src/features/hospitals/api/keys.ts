/** Query keys of the hospitals feature, in one place. */
export const hospitalKeys = {
  all: ['hospitals'] as const,
  search: (params: object, signedIn: boolean) => ['hospitals', 'search', params, signedIn] as const,
  /** The use-card picker's search: the places that accept one card. */
  forCard: (cardId: string, params: object) => ['hospitals', 'card', cardId, params] as const,
  areas: () => ['hospitals', 'areas'] as const,
  detail: (code: string, signedIn: boolean) => ['hospitals', 'detail', code, signedIn] as const,
  myCards: () => ['hospitals', 'my-cards'] as const,
};
