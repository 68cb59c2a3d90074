/** The partners folder as Storybook sees it (built by .storybook/vite.config.ts, no keys). */
declare module 'virtual:storybook-partners' {
  import type { BootData } from '../shared/engine/partner/boot';

  const partners: ReadonlyArray<BootData & { id: string }>;
  export default partners;
}
