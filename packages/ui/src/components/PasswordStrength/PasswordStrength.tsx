import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import type { SemanticColor } from '../../theme/semantic';
import { useT } from '../../i18n/I18n';

export interface PasswordStrengthProps {
  /** 0 (very weak) to 4 (strong); null while nothing has been judged yet. */
  score: 0 | 1 | 2 | 3 | 4 | null;
  /** The word for the score, e.g. 'Fair'. */
  label?: string;
  /** Why the password would be refused; shown under the meter. */
  problem?: string | null;
}

const SEGMENTS = 4;
const fills: SemanticColor[] = ['dangerFg', 'dangerFg', 'warningFg', 'successFg', 'successFg'];

const Wrap = styled.span`
  display: grid;
  gap: 4px;
`;

const Bar = styled.span`
  display: grid;
  grid-template-columns: repeat(${SEGMENTS}, 1fr);
  gap: 4px;
  max-width: 16rem;
`;

const Segment = styled.span<{ $on: boolean; $fill: SemanticColor }>`
  height: 4px;
  border-radius: 2px;
  background: ${({ $on, $fill }) => color($on ? $fill : 'border')};
  @media (forced-colors: active) {
    background: ${({ $on }) => ($on ? 'CanvasText' : 'GrayText')};
  }
`;

/**
 * A password's strength as a four-part bar and words, for the hint under a new-password field
 * (the bar is decoration; the words carry the meaning for screen readers).
 */
export function PasswordStrength({ score, label, problem }: PasswordStrengthProps) {
  const t = useT();
  if (score === null) return null;
  const lit = Math.max(1, score);
  return (
    <Wrap data-ui="PasswordStrength" data-score={score}>
      <Bar aria-hidden="true">
        {Array.from({ length: SEGMENTS }, (_, i) => (
          <Segment key={i} $on={i < lit} $fill={fills[score]!} />
        ))}
      </Bar>
      <span>
        {t('Password strength:')} {t(label)}
        {problem ? `. ${t(problem)}` : ''}
      </span>
    </Wrap>
  );
}
