import { useId, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { color } from '../../theme/buildTheme';
import { useT } from '../../i18n/I18n';

export interface DisclosureProps {
  /** What is always shown: the summary of the card. */
  summary: ReactNode;
  /** What opens below it. */
  children: ReactNode;
  /** Label of the toggle when closed, in English: shown in the page's language. @default 'Show details' */
  openLabel?: string;
  /** Label of the toggle when open. @default 'Hide details' */
  closeLabel?: string;
  /** Start open. @default false */
  defaultOpen?: boolean;
}

const Card = styled.article`
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${color('surface')};
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Toggle = styled.button`
  align-self: flex-start;
  min-height: 44px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: ${color('accent')};
  font-weight: 700;
  cursor: pointer;
  &::after {
    content: ' \\25BE'; /* small down triangle */
  }
  &[aria-expanded='true']::after {
    content: ' \\25B4'; /* small up triangle */
  }
`;

const Details = styled.div`
  border-top: 1px solid ${color('border')};
  padding-top: 12px;
`;

/** A card whose details open below its summary (WAI-ARIA disclosure): orders, appointments. */
export function Disclosure({
  summary,
  children,
  openLabel = 'Show details',
  closeLabel = 'Hide details',
  defaultOpen = false,
}: DisclosureProps) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Card data-ui="Disclosure" data-state={open ? 'open' : 'closed'}>
      {summary}
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? closeLabel : openLabel)}
      </Toggle>
      <Details id={id} hidden={!open}>
        {children}
      </Details>
    </Card>
  );
}
