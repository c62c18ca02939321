import type { ReactNode } from 'react';
import { Button } from '../Button';
import { BigSpinner, Description, ErrorTitle, Panel, Title } from './States.styles';
import { translateNode, useT, type Text } from '../../i18n/I18n';

export interface LoadingStateProps {
  /** What is loading, read aloud politely, e.g. 'Loading products...'. */
  label: string;
}

/** A spinner with its text in a polite live region. */
export function LoadingState({ label }: LoadingStateProps) {
  const t = useT();
  return (
    <Panel data-ui="LoadingState" role="status" aria-live="polite">
      <BigSpinner aria-hidden="true" />
      <Description>{t(label)}</Description>
    </Panel>
  );
}

export interface EmptyStateProps {
  /** The headline, e.g. 'No products found'. */
  title: string;
  /** A hint below it. */
  description?: ReactNode;
  /** An action, e.g. a Browse Products button. */
  action?: ReactNode;
  /** An illustration above the headline. */
  illustration?: ReactNode;
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ title, description, action, illustration }: EmptyStateProps) {
  const t = useT();
  return (
    <Panel data-ui="EmptyState">
      {illustration}
      <Title>{t(title)}</Title>
      {description ? <Description>{translateNode(t, description)}</Description> : null}
      {action}
    </Panel>
  );
}

export interface ErrorStateProps {
  /** What went wrong, in the user's words. */
  message: Text;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** The retry button's label. @default 'Retry' */
  retryLabel?: string;
}

/** A failure announced as an alert, with a way to try again. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  const t = useT();
  return (
    <Panel data-ui="ErrorState" role="alert">
      <ErrorTitle>{t(message)}</ErrorTitle>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t(retryLabel)}
        </Button>
      ) : null}
    </Panel>
  );
}
