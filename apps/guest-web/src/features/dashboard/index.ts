// The dashboard's public file (docs/decisions/0146); its screen is dashboard-page.lazy.tsx.
export { prefetchDashboardContent } from './dashboard-content.ts';
