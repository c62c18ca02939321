export { LoadingState, EmptyState, ErrorState } from './States';
export type { LoadingStateProps, EmptyStateProps, ErrorStateProps } from './States';
