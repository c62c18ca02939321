import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import type { Tone } from '../../theme/semantic';
import { useT } from '../../i18n/I18n';

const Card = styled.section<{ $tone: Tone }>`
  display: grid;
  gap: 4px;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-inline-start: 4px solid
    ${({ $tone }) => ($tone === 'neutral' ? color('border') : color(`${$tone}Fg`))};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('surface')};
  p {
    margin: 0;
  }
  [data-part='label'] {
    font-size: 0.9rem;
    font-weight: 600;
    color: ${color('textMuted')};
  }
  [data-part='value'] {
    font-size: 1.6rem;
    font-weight: 800;
    color: ${color('text')};
    font-variant-numeric: tabular-nums;
  }
  [data-part='hint'] {
    font-size: 0.875rem;
    color: ${color('textMuted')};
  }
`;

export interface StatCardProps {
  /** What the number is, e.g. 'Orders today'. */
  label: string;
  /** The number as shown, e.g. '₹12,450.00'. */
  value: ReactNode;
  /** A line under it, e.g. '3 waiting to ship' or a link. */
  hint?: ReactNode;
  /** The edge colour; the text says the same. @default 'neutral' */
  tone?: Tone;
}

/** One headline number with its label: a region named by its label. */
export function StatCard({ label, value, hint, tone = 'neutral' }: StatCardProps) {
  const t = useT();
  return (
    <Card data-ui="StatCard" data-variant={tone} $tone={tone} aria-label={t(label)}>
      <p data-part="label">{t(label)}</p>
      <p data-part="value">{value}</p>
      {hint ? <p data-part="hint">{hint}</p> : null}
    </Card>
  );
}
