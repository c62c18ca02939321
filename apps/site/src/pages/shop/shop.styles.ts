import { styled } from 'styled-components';
import { color, media } from '@petverse/ui';

export const PageTitle = styled.h1`
  margin: 0 0 20px;
  font-size: 1.75rem;
  ${media.mobile} {
    font-size: 1.375rem;
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.25rem;
`;

/** A plain list of cart or order lines. */
export const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lines on the left, the summary on the right (stacked on phones). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 24px;
  align-items: start;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** The 'Total Price' bar under the cart. */
export const TotalBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
  padding: 16px 20px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
  font-size: 1.125rem;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;

/** What stops the checkout here, said beside what it is about (e.g. an address we do not serve). */
export const Problem = styled.p`
  margin: 8px 0 0;
  padding: 10px 12px;
  border-radius: 8px;
  border: 1px solid ${color('dangerFg')};
  color: ${color('dangerFg')};
  background: ${color('dangerBg')};
  font-weight: 600;
`;

export const SummaryLines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 6px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 48px 16px;
  text-align: center;
  h1 {
    margin: 0;
  }
`;

export const PickerList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

export const RadioCard = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  border: 2px solid ${color('border')};
  border-radius: 10px;
  background: ${color('surface')};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${color('accent')};
    background: ${color('accentSubtle')};
  }
  &:has(input:disabled) {
    cursor: not-allowed;
    border-style: dashed;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${color('accent')};
  }
  small {
    display: block;
    color: ${color('textMuted')};
  }
`;

export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 700;
    margin-bottom: 8px;
    padding: 0;
  }
`;

/** A page heading for screen readers only, where the visible title is a section's. */
export const HiddenHeading = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** A cart line's delivery choice (subscribe and save), under the line. */
export const LineChoice = styled.div`
  padding: 8px 16px 0;
  max-width: 360px;
`;

/** What is missing for free delivery, or that it is free (FreeDeliveryNote). */
export const DeliveryNote = styled.p`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${color('successBg')};
  color: ${color('successFg')};
  font-weight: 600;
  &[data-state='more'] {
    background: ${color('accentSubtle')};
    color: ${color('text')};
  }
`;

/** Payment's "Coupons you can use" (AvailableCoupons). */
export const CouponChoices = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const CouponChoice = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 12px;
  border: 1px dashed ${color('border')};
  border-radius: ${({ theme }) => theme.radii.md};
  span {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  small {
    color: ${color('textMuted')};
  }
`;
