import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

export const Section = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: 12px;
  font-size: 1.1rem;
  font-weight: 700;
  color: ${color('text')};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px 20px;
  & > [data-wide='true'] {
    grid-column: 1 / -1;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Cell = styled.div`
  min-width: 0;
`;

/** The line that says a kept draft was restored, with its Start over button. */
export const DraftNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('infoBg')};
  color: ${color('infoFg')};
`;
