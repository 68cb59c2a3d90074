/**
 * The spec's isTpaArticle (session store): whether the article being read was opened from the TPA's
 * articles (/article) or from the partner's own (/article/partner), so its back action returns to the
 * list it came from. Kept for the tab's session, like the rest of the session store.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface ArticleOrigin {
  isTpaArticle: boolean;
  setTpaArticle: (value: boolean) => void;
}

export const useArticleOrigin = create<ArticleOrigin>()(
  persist(
    (set) => ({
      isTpaArticle: true,
      setTpaArticle: (isTpaArticle) => set({ isTpaArticle }),
    }),
    { name: 'isTpaArticle', storage: createJSONStorage(() => sessionStorage) },
  ),
);
