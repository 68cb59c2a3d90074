// Moved to src/lib/use-load.ts (shared by the auth and consents screens); kept as a re-export.
export { type Load, useLoad } from '../../lib/use-load';
